// Container (loaded lazily): the bar that stands in for the composer while messages are selected
// (Tencent's kits' 多选): how many, 逐条转发 and 合并转发 (the forward panel, its mode chosen),
// 删除 (after a confirmation), 取消. Forwarding or deleting ends the selection.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { styled } from 'styled-components';
import { MULTI_SELECT_AREA, multiSelectCatalogues } from '../../i18n/lazy/multi-select';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { forwardOrder, MAX_SELECTED, multiSelectOf } from '../../machines/multi-select';
import { useChatEngine } from '../../provider/engine-context';
import { v } from '../../theme/vars';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { widgetRequestsOf } from '../message-actions/widget-requests';
import { useMessageListSink } from '../messages/message-list-sink';
import { useErrorText } from '../toast/error-text';
import { useToast } from '../toast/toast-provider';
import { mergedTitle } from './merged-title';
import { plainButton } from '../dialog/dialog.styles';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 12px 16px;
  border-top: 1px solid ${v.border};
  background: ${v.surface};
  p {
    flex: 1 0 auto;
    margin: 0;
    color: ${v.textSecondary};
    font-size: 13px;
  }
  button {
    ${plainButton}
    padding: 6px 14px;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  button[data-danger] {
    color: ${v.danger};
  }
  /* Phones: the count above, the four buttons in one row. */
  @media (max-width: 600px) {
    p {
      flex-basis: 100%;
    }
    button {
      flex: 1;
      padding: 6px 4px;
    }
  }
`;

export default function MultiSelectBar() {
  const { t } = useAreaTranslation(MULTI_SELECT_AREA, multiSelectCatalogues);
  const engine = useChatEngine();
  const toast = useToast();
  const errorText = useErrorText();
  const sink = useMessageListSink();
  const actor = multiSelectOf(engine);
  const selected = useSelector(actor, (snapshot) => snapshot.context.selected);
  const [confirming, setConfirming] = useState(false);
  const count = selected.length;
  const done = () => actor.send({ type: 'CANCEL' });

  const forward = (mode: 'oneByOne' | 'merged') => {
    const messages = forwardOrder(selected);
    widgetRequestsOf(engine).emit('forward', { messages, mode, title: mergedTitle(messages, t), onSent: done });
  };
  const remove = () => {
    setConfirming(false);
    engine.deleteMessage(selected).then(
      ({ data }) => {
        sink(data.messageList); // deleted: the list drops them
        done();
      },
      (error: unknown) => toast.error(errorText(error)),
    );
  };

  return (
    <Bar role="toolbar" aria-label={t('multiSelect.bar')}>
      <p aria-live="polite">
        {t('multiSelect.selected', { count })}
        {count >= MAX_SELECTED && ` · ${t('multiSelect.max', { max: MAX_SELECTED })}`}
      </p>
      <button type="button" disabled={count === 0} onClick={() => forward('oneByOne')}>
        {t('forward.oneByOne')}
      </button>
      <button type="button" disabled={count === 0} onClick={() => forward('merged')}>
        {t('forward.merged')}
      </button>
      <button type="button" data-danger disabled={count === 0} onClick={() => setConfirming(true)}>
        {t('actions.delete')}
      </button>
      <button type="button" onClick={done}>
        {t('common.cancel')}
      </button>
      <ConfirmDialog
        title={confirming ? t('multiSelect.deleteConfirm', { count }) : null}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Bar>
  );
}
