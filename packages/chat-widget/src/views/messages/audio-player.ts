// Only one audio message plays at a time: starting one stops the other.
let current: { audio: HTMLAudioElement; onStop(): void } | null = null;

export function toggleAudio(url: string, onStart: () => void, onStop: () => void, playing: boolean): void {
  if (playing && current) {
    current.audio.pause();
    current.onStop();
    current = null;
    return;
  }
  if (current) {
    current.audio.pause();
    current.onStop();
  }
  const audio = new Audio(url);
  const entry = { audio, onStop };
  current = entry;
  audio.onended = () => {
    if (current === entry) current = null;
    onStop();
  };
  void audio.play()?.catch(() => undefined);
  onStart();
}
