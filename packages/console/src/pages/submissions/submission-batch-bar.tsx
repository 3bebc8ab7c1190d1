// The submission list's batch bar: 导出 CSV always (the selection, or the whole filter), and with
// rows selected, how many and what to do with them all (the three verdicts, 邀请面试, 下载简历).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Verdict } from '../../api/submissions.api';
import { DangerButton, PlainButton } from '../../kit';
import { VERDICTS } from './submission-status';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
  margin-bottom: 8px;
  font-size: 13px;
  min-height: 32px;
`;

export interface SubmissionBatchBarProps {
  count: number;
  busy: boolean;
  onVerdict: (verdict: Verdict) => void;
  onInvite: () => void;
  onZip: () => void;
  onExport: () => void;
}

export function SubmissionBatchBar({ count, busy, onVerdict, onInvite, onZip, onExport }: SubmissionBatchBarProps) {
  const { t } = useTranslation();
  return (
    <Bar role="toolbar" aria-label={t('submissions.batchLabel')} aria-busy={busy}>
      {count > 0 && (
        <>
          <span aria-live="polite">{t('submissions.selectedCount', { count })}</span>
          {VERDICTS.map(({ verdict, label }) => {
            const Button = verdict === 'unsuitable' ? DangerButton : PlainButton;
            return (
              <Button key={verdict} type="button" disabled={busy} onClick={() => onVerdict(verdict)}>
                {t('submissions.batchMark', { label: t(label) })}
              </Button>
            );
          })}
          <PlainButton type="button" disabled={busy} onClick={onInvite}>
            {t('submissions.invite')}
          </PlainButton>
          <PlainButton type="button" disabled={busy} onClick={onZip}>
            {t('submissions.batchZip')}
          </PlainButton>
        </>
      )}
      <PlainButton type="button" disabled={busy} onClick={onExport}>
        {count > 0 ? t('submissions.exportSelected') : t('submissions.exportAll')}
      </PlainButton>
    </Bar>
  );
}
