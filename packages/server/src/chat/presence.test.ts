import { Presence, type OnlinePeer, type PresenceLink } from './presence';

function peer(userID: string) {
  const events: [string, unknown][] = [];
  const kicked: string[] = [];
  const p: OnlinePeer = { userID, push: (event, data) => void events.push([event, data]), kick: (type) => void kicked.push(type) };
  return { p, events, kicked };
}

describe('Presence', () => {
  it('kicks out the older connection of the same user and stays online', () => {
    const presence = new Presence(false);
    const a1 = peer('a');
    const a2 = peer('a');
    expect(presence.attach(a1.p)).toEqual({ cameOnline: true });
    expect(presence.attach(a2.p)).toEqual({ cameOnline: false });
    expect(a1.kicked).toEqual(['multipleAccount']);
    // The kicked connection closing later must not take the user offline.
    expect(presence.detach(a1.p)).toEqual({ wentOffline: false });
    expect(presence.isOnline('a')).toBe(true);
    expect(presence.detach(a2.p)).toEqual({ wentOffline: true });
    expect(presence.isOnline('a')).toBe(false);
  });

  it('keeps several connections when multi-instance is on, and pushes to all but one', () => {
    const presence = new Presence(true);
    const a1 = peer('a');
    const a2 = peer('a');
    const b = peer('b');
    presence.attach(a1.p);
    presence.attach(a2.p);
    presence.attach(b.p);
    expect(a1.kicked).toEqual([]);
    presence.push(['a', 'b', 'a', 'c'], 'kickedOut', { type: 'userSigExpired' }, a1.p);
    expect(a1.events).toEqual([]);
    expect(a2.events).toHaveLength(1);
    expect(b.events).toHaveLength(1);
    expect(presence.onlineAmong(['a', 'c', 'b', 'a'])).toEqual(['a', 'b']);
    expect(presence.detach(a1.p)).toEqual({ wentOffline: false });
    expect(presence.size).toBe(2);
  });

  it('encodes a push once for every connection it goes to', () => {
    const presence = new Presence(true);
    const frames: Buffer[] = [];
    const encoder = (userID: string): OnlinePeer => ({ userID, push: (_event, _data, encoded) => void frames.push(encoded!.frame), kick: () => undefined });
    for (const id of ['a', 'a', 'b']) presence.attach(encoder(id));
    presence.push(['a', 'b', 'c'], 'userStatusUpdated', { statusList: [{ userID: 'c', statusType: 1 }] });
    expect(frames).toHaveLength(3);
    expect(new Set(frames).size).toBe(1);
    expect(JSON.parse(frames[0]!.toString())).toEqual({ event: 'userStatusUpdated', data: { statusList: [{ userID: 'c', statusType: 1 }] } });
  });
});

describe('Presence among several nodes', () => {
  /** A link whose other nodes have `elsewhere` connected; records what it is asked to do. */
  function link(elsewhere: string[]) {
    const calls: unknown[][] = [];
    const value: PresenceLink = {
      onlineElsewhere: (userID) => elsewhere.includes(userID),
      attached: (userID) => void calls.push(['attached', userID]),
      detached: (userID) => void calls.push(['detached', userID]),
      push: (userIDs, event, _data, except) => void calls.push(['push', userIDs, event, except]),
      kickElsewhere: (userID) => void calls.push(['kick', userID]),
    };
    return { value, calls };
  }

  it('counts users connected elsewhere as online, and comes or goes online only as the first or last anywhere', () => {
    const presence = new Presence(true);
    const other = link(['b']);
    presence.link = other.value;
    expect(presence.isOnline('b')).toBe(true);
    expect(presence.onlineAmong(['a', 'b'])).toEqual(['b']);
    const b = peer('b');
    expect(presence.attach(b.p)).toEqual({ cameOnline: false });
    expect(presence.detach(b.p)).toEqual({ wentOffline: false });
    const a1 = peer('a');
    const a2 = peer('a');
    expect(presence.attach(a1.p)).toEqual({ cameOnline: true });
    expect(presence.attach(a2.p)).toEqual({ cameOnline: false });
    expect(presence.detach(a1.p)).toEqual({ wentOffline: false });
    expect(presence.detach(a2.p)).toEqual({ wentOffline: true });
    // Told of each user's first connection here and of the last one closing, once each.
    expect(other.calls).toEqual([
      ['attached', 'b'],
      ['detached', 'b'],
      ['attached', 'a'],
      ['detached', 'a'],
    ]);
  });

  it('sends a push on to the other nodes only for users connected there, naming the connection it skips', () => {
    const presence = new Presence(true);
    const other = link(['b']);
    presence.link = other.value;
    const a = peer('a');
    presence.attach(a.p);
    presence.push(['a', 'b', 'c'], 'userStatusUpdated', { statusList: [] }, { peerID: 'x-1' });
    expect(a.events).toEqual([['userStatusUpdated', { statusList: [] }]]);
    expect(other.calls.filter((c) => c[0] === 'push')).toEqual([['push', ['b'], 'userStatusUpdated', 'x-1']]);
  });

  it("delivers another node's push here, except to the connection it names", () => {
    const presence = new Presence(true);
    const one = peer('a');
    const two = peer('a');
    presence.attach({ ...one.p, peerID: 'one' });
    presence.attach({ ...two.p, peerID: 'two' });
    presence.pushHere(['a'], 'kickedOut', { type: 'multipleAccount' }, 'one');
    expect(one.events).toEqual([]);
    expect(two.events).toHaveLength(1);
  });

  it('a login elsewhere kicks the connections here, and one here kicks those elsewhere', () => {
    const presence = new Presence(false);
    const other = link([]);
    presence.link = other.value;
    const a = peer('a');
    presence.attach(a.p);
    expect(other.calls).toContainEqual(['kick', 'a']);
    // A login elsewhere that came first kicks nothing here.
    presence.kickHere('a', 'multipleAccount', 0);
    expect(a.kicked).toEqual([]);
    presence.kickHere('a', 'multipleAccount', Date.now() + 1);
    expect(a.kicked).toEqual(['multipleAccount']);
    expect(presence.isOnline('a')).toBe(false);
    expect(other.calls.at(-1)).toEqual(['detached', 'a']);
    // Its closing afterwards changes nothing.
    expect(presence.detach(a.p)).toEqual({ wentOffline: false });
  });

  it('with several instances allowed (the default), a login kicks nothing here or on the other nodes', () => {
    const presence = new Presence(true);
    const other = link(['a']);
    presence.link = other.value;
    const a1 = peer('a');
    const a2 = peer('a');
    presence.attach(a1.p);
    presence.attach(a2.p);
    expect([...a1.kicked, ...a2.kicked]).toEqual([]);
    expect(other.calls.filter((c) => c[0] === 'kick')).toEqual([]);
  });
});
