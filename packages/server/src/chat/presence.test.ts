import { Presence, type OnlinePeer } from './presence';

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
