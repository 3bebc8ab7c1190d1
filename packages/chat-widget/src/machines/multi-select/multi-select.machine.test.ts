import { createActor } from 'xstate';
import type { Message } from '../../engine/message';
import { forwardOrder, MAX_SELECTED, multiSelectMachine } from './multi-select.machine';
import { rowSelection, selectingIn } from './multi-select.connect';

const message = (ID: string, conversationID = 'C2Cbob', time = 1, sequence = 0) => ({ ID, conversationID, time, sequence }) as Message;
const start = () => createActor(multiSelectMachine).start();
const ids = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.selected.map((m) => m.ID);

describe('multi-select', () => {
  it('starts in the conversation of the message whose menu chose 多选, with that message ticked', () => {
    const actor = start();
    expect(rowSelection(actor.getSnapshot(), message('a'))).toBe('none');
    actor.send({ type: 'START', message: message('a') });
    expect(selectingIn(actor.getSnapshot(), 'C2Cbob')).toBe(true);
    expect(selectingIn(actor.getSnapshot(), 'C2Ccarol')).toBe(false);
    expect(ids(actor)).toEqual(['a']);
    expect(rowSelection(actor.getSnapshot(), message('a'))).toBe('checked');
    expect(rowSelection(actor.getSnapshot(), message('b'))).toBe('unchecked');
    expect(rowSelection(actor.getSnapshot(), message('x', 'C2Ccarol'))).toBe('none');
  });

  it('ticks and unticks, only in its conversation', () => {
    const actor = start();
    actor.send({ type: 'START', message: message('a') });
    actor.send({ type: 'TOGGLE', message: message('b') });
    actor.send({ type: 'TOGGLE', message: message('x', 'C2Ccarol') });
    expect(ids(actor)).toEqual(['a', 'b']);
    actor.send({ type: 'TOGGLE', message: message('a') });
    expect(ids(actor)).toEqual(['b']);
  });

  it(`holds at most ${MAX_SELECTED}; the rest are full until one is unticked`, () => {
    const actor = start();
    actor.send({ type: 'START', message: message('m0') });
    for (let i = 1; i < MAX_SELECTED + 5; i += 1) actor.send({ type: 'TOGGLE', message: message(`m${i}`) });
    expect(ids(actor)).toHaveLength(MAX_SELECTED);
    expect(rowSelection(actor.getSnapshot(), message(`m${MAX_SELECTED}`))).toBe('full');
    actor.send({ type: 'TOGGLE', message: message('m0') });
    expect(rowSelection(actor.getSnapshot(), message(`m${MAX_SELECTED}`))).toBe('unchecked');
  });

  it('cancel ends it and forgets the selection; toggling while idle does nothing', () => {
    const actor = start();
    actor.send({ type: 'START', message: message('a') });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(ids(actor)).toEqual([]);
    actor.send({ type: 'TOGGLE', message: message('a') });
    expect(ids(actor)).toEqual([]);
  });

  it('forwards in the order the list shows, whatever the order of ticking', () => {
    expect(forwardOrder([message('c', 'C2Cbob', 3), message('a', 'C2Cbob', 1, 2), message('b', 'C2Cbob', 1, 5)]).map((m) => m.ID)).toEqual(['a', 'b', 'c']);
  });
});
