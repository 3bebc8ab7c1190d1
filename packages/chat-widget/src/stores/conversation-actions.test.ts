import { TYPES } from '../engine/constants';
import { conversationActions, type ConversationActionsEngine } from './conversation-actions';

// The list menu's actions over a fake engine (a unit of this layer; the list's view suites drive
// the real chat service): what each asks the engine, and each failure's text.
function fakeEngine(failing = false) {
  const calls: [string, unknown][] = [];
  const method = (name: string) => async (arg: unknown) => {
    calls.push([name, arg]);
    if (failing) throw Object.assign(new Error(`${name} refused`), { code: 2801 });
    return { code: 0, data: {} };
  };
  const engine = {
    deleteConversation: method('deleteConversation'),
    pinConversation: method('pinConversation'),
    setMessageRemindType: method('setMessageRemindType'),
  } as unknown as ConversationActionsEngine;
  return { engine, calls };
}

const single = { conversationID: 'C2Cu1', group: false, pinned: false, muted: false };
const group = { conversationID: 'GROUPg1', group: true, pinned: true, muted: true };

describe('conversationActions', () => {
  it('pins, unpins, mutes and unmutes the row, with no success toast', async () => {
    const { engine, calls } = fakeEngine();
    const actions = conversationActions(engine);
    const outcomes = await Promise.all([
      actions.togglePin(single),
      actions.togglePin(group),
      actions.toggleMute(single),
      actions.toggleMute(group),
      actions.remove('C2Cu1'),
    ]);
    expect(outcomes.every((outcome) => outcome.ok && outcome.text === null)).toBe(true);
    expect(calls).toEqual([
      ['pinConversation', { conversationID: 'C2Cu1', isPinned: true }],
      ['pinConversation', { conversationID: 'GROUPg1', isPinned: false }],
      ['setMessageRemindType', { userIDList: ['u1'], messageRemindType: TYPES.MSG_REMIND_ACPT_NOT_NOTE }],
      ['setMessageRemindType', { groupID: 'g1', messageRemindType: TYPES.MSG_REMIND_ACPT_AND_NOTE }],
      ['deleteConversation', 'C2Cu1'],
    ]);
  });

  it('answers each refusal with its own text', async () => {
    const actions = conversationActions(fakeEngine(true).engine);
    const texts = (
      await Promise.all([actions.togglePin(single), actions.togglePin(group), actions.toggleMute(single), actions.toggleMute(group), actions.remove('C2Cu1')])
    ).map((outcome) => !outcome.ok && outcome.text);
    expect(texts).toEqual([
      'conversation.pinFailed',
      'conversation.unpinFailed',
      'conversation.muteFailed',
      'conversation.unmuteFailed',
      'conversation.deleteFailed',
    ]);
  });
});
