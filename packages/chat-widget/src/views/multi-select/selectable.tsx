// A message row while its conversation is in multi-select: a checkbox before it, and a click
// anywhere on the row ticks it (the bubble's own links, buttons and menu wait until it ends).
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { Message } from '../../engine';
import { multiSelectOf, rowSelection } from '../../machines/multi-select';
import { useChatEngine } from '../../provider/engine-context';
import { v } from '../../theme/vars';
import { messageActions } from '../message-actions/action-rules';

// The label names the checkbox by the row's words; the row under it takes no pointer.
const Pick = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  cursor: pointer;
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${v.primary};
  }
  > div {
    flex: 1;
    min-width: 0;
    pointer-events: none;
  }
`;

export function Selectable({ message, children }: { message: Message; children: ReactNode }) {
  const actor = multiSelectOf(useChatEngine());
  const selection = useSelector(actor, (snapshot) => rowSelection(snapshot, message));
  // What can be forwarded can be selected (sent, not revoked, not risky: docs/chat.md §6).
  if (selection === 'none' || !messageActions(message, { touch: true }).includes('forward')) return <>{children}</>;
  return (
    <Pick data-selectable>
      <input type="checkbox" checked={selection === 'checked'} disabled={selection === 'full'} onChange={() => actor.send({ type: 'TOGGLE', message })} />
      <div>{children}</div>
    </Pick>
  );
}
