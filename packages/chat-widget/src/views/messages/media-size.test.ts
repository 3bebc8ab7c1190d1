import { audioWidthPx, fit, imageMaxPx, videoMaxPx } from './media-size';

describe('media sizes', () => {
  it('caps images at 300 px, on mobile at the container width minus 180', () => {
    expect(imageMaxPx(null)).toBe(300);
    expect(imageMaxPx(400)).toBe(220);
    expect(imageMaxPx(800)).toBe(300);
    expect(fit(1200, 600, 300)).toEqual({ width: 300, height: 150 });
    expect(fit(100, 50, 300)).toEqual({ width: 100, height: 50 });
  });
  it('caps video snapshots at 300 px, on mobile minus 172', () => {
    expect(videoMaxPx(null)).toBe(300);
    expect(videoMaxPx(400)).toBe(228);
  });
  it('sizes audio at 10 px per second plus 20, at least 1 s', () => {
    expect(audioWidthPx(0)).toBe(30);
    expect(audioWidthPx(5)).toBe(70);
  });
});
