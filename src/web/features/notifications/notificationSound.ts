/**
 * A short two-note chime drawn with WebAudio (no sound file to download). Browsers allow audio only after the
 * person has interacted with the page; before that, or without WebAudio, it stays silent.
 */
let context: AudioContext | null = null;

export function playNotificationSound() {
  try {
    const AudioContextClass = globalThis.AudioContext;
    // Before the first click or key press the browser would refuse (and warn): stay silent instead.
    if (!AudioContextClass || globalThis.navigator?.userActivation?.hasBeenActive === false) return;
    context ??= new AudioContextClass();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.12, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.2);
    }
  } catch {
    // No audio device or a browser policy refusal: the toast still shows.
  }
}
