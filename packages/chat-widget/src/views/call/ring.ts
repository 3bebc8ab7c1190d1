// An incoming call's ring: two short tones every 2 s with WebAudio (no sound file to download).
// Browsers may refuse sound before the page had a gesture: then it stays silent.

/** Starts ringing; the returned function stops it. */
export function startRing(): () => void {
  const Context = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Context) return () => {};
  let audio: AudioContext;
  try {
    audio = new Context();
  } catch {
    return () => {};
  }
  const beep = (at: number) => {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 440;
    gain.gain.setValueAtTime(0.15, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.4);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.4);
  };
  const ring = () => {
    beep(audio.currentTime);
    beep(audio.currentTime + 0.5);
  };
  ring();
  const timer = setInterval(ring, 2000);
  return () => {
    clearInterval(timer);
    void audio.close().catch(() => {});
  };
}
