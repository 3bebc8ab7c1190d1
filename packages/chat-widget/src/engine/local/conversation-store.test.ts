import type { WireConversation, WireMessage } from '@employment-cloud/chat-protocol';
import { ConversationStore } from './conversation-store';
import { Directory } from './directory';

const GROUP = 'GROUP@TGS#1';
const message = (sequence: number): WireMessage => ({
  ID: `m${sequence}`,
  conversationType: 'GROUP',
  from: 'ec_2',
  to: '@TGS#1',
  sequence,
  syncSeq: 100 + sequence,
  time: 1_700_000_000 + sequence,
  type: 'TIMTextElem',
  payload: { text: '@c2 看一下' },
  cloudCustomData: '',
  atUserList: ['ec_3'],
  needReadReceipt: false,
  priority: 'Normal',
  nick: '',
  avatar: '',
  isRevoked: false,
  revoker: '',
  isPeerRead: false,
});
const copy = (lastSequence: number, readSequence: number, mentions: number[]): WireConversation => ({
  conversationID: GROUP,
  type: 'GROUP',
  peer: '@TGS#1',
  unreadCount: lastSequence - readSequence,
  isPinned: false,
  messageRemindType: 'AcceptAndNotify',
  lastMessage: message(lastSequence),
  readSequence,
  groupAtInfoList: mentions.map((messageSequence) => ({ messageSequence, atTypeArray: [1] })),
});

describe('ConversationStore', () => {
  it('keeps a read when a server copy that left before it arrives after it', () => {
    const store = new ConversationStore(new Directory());
    store.upsert([copy(1, 0, [1])]);
    expect(store.get(GROUP)).toMatchObject({ unreadCount: 1, groupAtInfoList: [{ messageSequence: 1 }] });

    store.markRead(GROUP);
    store.upsert([copy(1, 0, [1])]); // the push computed before the read reached the server

    expect(store.get(GROUP)).toMatchObject({ unreadCount: 0, groupAtInfoList: [] });
  });

  it('takes the server count once newer messages came, and only the mentions after the read', () => {
    const store = new ConversationStore(new Directory());
    store.upsert([copy(1, 0, [1])]);
    store.markRead(GROUP);
    store.upsert([copy(3, 0, [1, 3])]);

    expect(store.get(GROUP)!.unreadCount).toBe(3);
    expect(store.get(GROUP)!.groupAtInfoList.map((at) => at.messageSequence)).toEqual([3]);
  });

  it('learns a read made elsewhere from the server copy', () => {
    const store = new ConversationStore(new Directory());
    store.upsert([copy(2, 0, [1, 2])]);
    store.upsert([copy(2, 2, [])]);
    store.upsert([copy(2, 0, [1, 2])]); // an older copy delivered late

    expect(store.get(GROUP)).toMatchObject({ unreadCount: 0, groupAtInfoList: [] });
  });

  it('keeps its mentions when a change without them (conversationsChanged) comes, past the read only', () => {
    const store = new ConversationStore(new Directory());
    store.upsert([copy(2, 0, [1, 2])]);
    const { groupAtInfoList: _mentions, ...change } = copy(4, 0, []);
    store.upsert([change]);
    expect(store.get(GROUP)).toMatchObject({ unreadCount: 4, lastMessage: { lastSequence: 4 } });
    expect(store.get(GROUP)!.groupAtInfoList.map((at) => at.messageSequence)).toEqual([1, 2]);

    store.upsert([{ ...change, readSequence: 1, unreadCount: 3 }]); // read up to 1 elsewhere
    expect(store.get(GROUP)!.groupAtInfoList.map((at) => at.messageSequence)).toEqual([2]);
  });

  it("names a group the user no longer belongs to by the server's formerGroup, a held group by the directory", () => {
    const store = new ConversationStore(new Directory());
    store.upsert([{ ...copy(0, 0, []), lastMessage: null, formerGroup: { name: '已解散的群' } }]);
    expect(store.get(GROUP)!.groupProfile).toMatchObject({ groupID: '@TGS#1', name: '已解散的群' });

    const directory = new Directory();
    directory.putGroups([{ ...store.get(GROUP)!.groupProfile, name: '还在的群' }]);
    const member = new ConversationStore(directory);
    member.upsert([{ ...copy(0, 0, []), lastMessage: null, formerGroup: { name: '旧名' } }]);
    expect(member.get(GROUP)!.groupProfile.name).toBe('还在的群');
  });
});
