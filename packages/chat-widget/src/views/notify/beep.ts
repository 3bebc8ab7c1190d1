// The new-message sound: a short two-tone chime made with WebAudio (no audio file to download).
// One AudioContext for the page, made on the first beep; a browser that has not seen a user's
// gesture yet keeps it suspended, and the beep is silent rather than an error.
let context: AudioContext | null = null;

export function beep(): void {
  const Context = globalThis.AudioContext;
  if (typeof Context !== 'function') return;
  context ??= new Context();
  const audio = context;
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const start = audio.currentTime;
  const gain = audio.createGain();
  gain.connect(audio.destination);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
  [880, 1320].forEach((frequency, i) => {
    const tone = audio.createOscillator();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(start + i * 0.12);
    tone.stop(start + 0.35);
  });
}
