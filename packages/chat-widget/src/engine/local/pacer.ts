// Requests paced under the chat service's rate limit (the login answer's `limits`): a token bucket
// on this side, a little slower than the server's, so a burst (a hundred messages sent in a few
// seconds) waits here, in order, instead of failing there with 20004. At most `maxInFlight` paced
// requests are unanswered at a time: a busy server's queue per connection is bounded too (20004
// past it), and a message refused there and sent again later would be stored after later ones.
import type { RateLimits } from '@employment-cloud/chat-protocol';

/** The share of the server's rate and burst used here: room for frames bunched on the way. */
const MARGIN = 0.9;

export class Pacer {
  private readonly rate: number;
  private readonly burst: number;
  private tokens: number;
  private last: number;
  private readonly waiting: Array<() => void> = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = 0;

  constructor(
    limits: RateLimits,
    private readonly now: () => number = Date.now,
    private readonly maxInFlight = Number.POSITIVE_INFINITY,
  ) {
    this.rate = Math.max(0.1, limits.requestsPerSecond * MARGIN);
    this.burst = Math.max(1, Math.floor(limits.burst * MARGIN));
    this.tokens = this.burst;
    this.last = now();
  }

  /** How many sends wait for a token. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `send` now when a token is free and nothing waits before it, else in turn. */
  schedule(send: () => void): void {
    this.waiting.push(send);
    this.drain();
  }

  /** A paced request was answered, failed or timed out: its place in flight is free. */
  answered(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.drain();
  }

  /** Runs every waiting send at once (the socket closed: each fails on its own). */
  release(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const send of this.waiting.splice(0)) send();
  }

  private drain(): void {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
    while (this.waiting.length > 0 && this.tokens >= 1 && this.inFlight < this.maxInFlight) {
      this.tokens -= 1;
      this.inFlight += 1;
      this.waiting.shift()!();
    }
    // Waiting for a token (an answer frees a place in flight and drains again by itself).
    if (this.waiting.length > 0 && this.inFlight < this.maxInFlight && this.timer === undefined) {
      const wait = Math.ceil(((1 - this.tokens) / this.rate) * 1000);
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.drain();
      }, wait);
    }
  }
}
