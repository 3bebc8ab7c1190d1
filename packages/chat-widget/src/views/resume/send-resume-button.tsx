// 发送简历 (the candidate's toolbar, and an askResume card they received): one resume goes at
// once; several open a chooser (the widget's Radix menu) listing them by name. A chunk of its
// own, loaded only where a candidate chats.
import { COMPOSER_AREA, composerCatalogues } from '../../i18n/lazy/composer';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import type { OutgoingItem } from '../composer/use-send-items';
import { LazyMenu } from '../menu/lazy-menu';
import { useSendResume } from './use-send-resume';

export interface SendResumeButtonProps {
  onSend(items: OutgoingItem[]): void;
  className?: string;
}

export default function SendResumeButton({ onSend, className }: SendResumeButtonProps) {
  const { t } = useAreaTranslation(COMPOSER_AREA, composerCatalogues);
  const { view, send } = useSendResume(onSend);
  return (
    <span style={{ position: 'relative' }}>
      <button
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={view.choosing}
        aria-busy={view.busy}
        disabled={view.busy}
        onClick={() => send({ type: view.choosing ? 'CLOSE' : 'START' })}
      >
        {t('composer.sendResume')}
      </button>
      <LazyMenu
        open={view.choosing}
        label={t('composer.chooseResume')}
        onOpenChange={(open) => !open && send({ type: 'CLOSE' })}
        layout="column"
        side="top"
        align="start"
        items={view.resumes.map((resume) => ({ id: String(resume.id), label: resume.name }))}
        onSelect={(id) => send({ type: 'PICK', id: Number(id) })}
      />
    </span>
  );
}
