import { Pacer } from './pacer';

describe('Pacer', () => {
  let now = 0;
  beforeEach(() => {
    jest.useFakeTimers();
    now = 0;
  });
  afterEach(() => jest.useRealTimers());
  const advance = (ms: number) => {
    now += ms;
    jest.advanceTimersByTime(ms);
  };

  it('sends a burst under the server’s at once, then the rest in order at 90 % of its rate', () => {
    const pacer = new Pacer({ requestsPerSecond: 10, burst: 20 }, () => now);
    const sent: number[] = [];
    for (let i = 0; i < 30; i += 1) pacer.schedule(() => sent.push(i));
    expect(sent).toHaveLength(18); // 90 % of the burst
    expect(pacer.queued).toBe(12);
    advance(1000);
    expect(sent).toHaveLength(27); // 9 a second
    advance(1000);
    expect(sent).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(pacer.queued).toBe(0);
  });

  it('never lets a later send pass an earlier one that waits', () => {
    const pacer = new Pacer({ requestsPerSecond: 10, burst: 2 }, () => now);
    const sent: string[] = [];
    pacer.schedule(() => sent.push('a'));
    pacer.schedule(() => sent.push('b'));
    advance(200); // a token is back, but 'b' waits first
    pacer.schedule(() => sent.push('c'));
    advance(300);
    expect(sent).toEqual(['a', 'b', 'c']);
  });

  it('keeps at most maxInFlight sends unanswered: the next goes when one is answered, in order', () => {
    const pacer = new Pacer({ requestsPerSecond: 100, burst: 100 }, () => now, 3);
    const sent: number[] = [];
    for (let i = 0; i < 6; i += 1) pacer.schedule(() => sent.push(i));
    expect(sent).toEqual([0, 1, 2]);
    advance(1000); // tokens enough: only answers let more go
    expect(sent).toEqual([0, 1, 2]);
    pacer.answered();
    expect(sent).toEqual([0, 1, 2, 3]);
    pacer.answered();
    pacer.answered();
    expect(sent).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pacer.queued).toBe(0);
  });

  it('runs every waiting send on release (the socket closed)', () => {
    const pacer = new Pacer({ requestsPerSecond: 1, burst: 1 }, () => now);
    const sent: number[] = [];
    for (let i = 0; i < 5; i += 1) pacer.schedule(() => sent.push(i));
    expect(sent).toEqual([0]);
    pacer.release();
    expect(sent).toEqual([0, 1, 2, 3, 4]);
    advance(10_000);
    expect(sent).toHaveLength(5);
  });
});
