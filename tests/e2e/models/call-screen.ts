// The widget's call screen (views/call): the overlay that shows an outgoing, incoming or running
// call, on the console or on a portal (in the widget's shadow root, which Playwright pierces).
import type { Locator, Page } from 'playwright-core';

export class CallScreen {
  readonly overlay: Locator;

  constructor(readonly page: Page) {
    this.overlay = page.locator('[data-call-state]');
  }

  /** The machine's state (calling, ringing, connecting, inCall, ended), or null when no call shows. */
  async state(): Promise<string | null> {
    // One read of the DOM: the overlay may leave between a count and a getAttribute.
    return this.overlay.evaluateAll((overlays) => overlays[0]?.getAttribute('data-call-state') ?? null);
  }

  button(name: string | RegExp): Locator {
    return this.overlay.getByRole('button', { name });
  }

  /** Each remote participant's RTCPeerConnection state, in tile order. */
  async connectionStates(): Promise<(string | null)[]> {
    const tiles = this.overlay.locator('[data-connection-state]');
    return Promise.all((await tiles.all()).map((tile) => tile.getAttribute('data-connection-state')));
  }

  /** Frames each remote video has decoded so far (0 until media flows). */
  async remoteFrames(): Promise<number[]> {
    return this.overlay
      .getByTestId('call-remote-video')
      .evaluateAll((videos) => videos.map((video) => (video as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames));
  }

  /** Whether every remote video has decoded at least `min` frames and keeps playing. */
  async framesFlow(min = 5): Promise<boolean> {
    const frames = await this.remoteFrames();
    return frames.length > 0 && frames.every((n) => n >= min);
  }
}
