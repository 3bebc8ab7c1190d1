// A merged message (聊天记录) in the list: its title, the first lines of what it holds and the
// 聊天记录 label, as Tencent's kits draw it. A click asks for its detail view (views/merged-detail).
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { styled } from 'styled-components';
import type { MessageOf } from '../../engine';
import { useChatEngine } from '../../provider/engine-context';
import { v } from '../../theme/vars';
import { widgetRequestsOf } from '../message-actions/widget-requests';

const Record = styled.button`
  display: grid;
  gap: 2px;
  width: 220px;
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  span,
  small {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    color: ${v.textSecondary};
    font-size: 12px;
  }
  small {
    border-top: 1px solid ${v.border};
    padding-top: 4px;
  }
`;

export function RelayCard({ message }: { message: MessageOf<'TIMRelayElem'> }) {
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  const engine = useChatEngine();
  const label = t('message.mergedTitle');
  return (
    <Record type="button" data-testid="merged-card" aria-haspopup="dialog" onClick={() => widgetRequestsOf(engine).emit('open-merged', { message })}>
      <strong>{message.payload.title || label}</strong>
      {message.payload.abstractList.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
      <small>{label}</small>
    </Record>
  );
}
