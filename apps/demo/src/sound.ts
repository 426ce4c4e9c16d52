/**
 * The game's sounds, synthesised with Web Audio (no assets): a short wooden click for a stone and a
 * rising chord at the end of a game. The audio context is made only after the player's first
 * gesture (browsers forbid sound before one), and nothing plays while muted.
 */
export interface Sounds {
  stone(): void;
  end(): void;
}

let context: AudioContext | null = null;
let unlocked = false;

/** Marks the first gesture: until then no sound is made, and no context created. */
export function listenForFirstGesture(target: Window = window): () => void {
  const unlock = () => {
    unlocked = true;
  };
  target.addEventListener('pointerdown', unlock, { once: true, capture: true });
  target.addEventListener('keydown', unlock, { once: true, capture: true });
  return () => {
    target.removeEventListener('pointerdown', unlock, { capture: true });
    target.removeEventListener('keydown', unlock, { capture: true });
  };
}

function audio(): AudioContext | null {
  if (!unlocked || typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  return context;
}

function tone(ctx: AudioContext, frequency: number, start: number, duration: number, gain: number, type: OscillatorType): void {
  const oscillator = ctx.createOscillator();
  const envelope = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequency, start);
  envelope.gain.setValueAtTime(gain, start);
  envelope.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  oscillator.connect(envelope).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + duration);
}

/** The sounds, silent while `muted()` says so. */
export function createSounds(muted: () => boolean): Sounds {
  const play = (draw: (ctx: AudioContext, now: number) => void) => {
    const ctx = muted() ? null : audio();
    if (ctx) draw(ctx, ctx.currentTime);
  };
  return {
    stone: () => play((ctx, now) => tone(ctx, 900, now, 0.06, 0.25, 'triangle')),
    end: () => play((ctx, now) => [523.25, 659.25, 783.99].forEach((f, i) => tone(ctx, f, now + i * 0.09, 0.5, 0.12, 'sine'))),
  };
}
