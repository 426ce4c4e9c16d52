import { afterEach, describe, expect, it, vi } from 'vitest';

// Sound is made only after a gesture, and never while muted: browsers forbid autoplay, and a
// muted player hears nothing.

class FakeContext {
  static made = 0;
  currentTime = 0;
  destination = {};
  constructor() {
    FakeContext.made++;
  }
  createOscillator() {
    return { type: '', frequency: { setValueAtTime: vi.fn() }, connect: (node: unknown) => node, start: vi.fn(), stop: vi.fn() };
  }
  createGain() {
    return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: (node: unknown) => node };
  }
}

describe('sounds', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('make no audio context before the first gesture, nor while muted', async () => {
    vi.stubGlobal('AudioContext', FakeContext);
    vi.resetModules();
    const { createSounds, listenForFirstGesture } = await import('./sound.ts');
    let muted = true;
    const sounds = createSounds(() => muted);
    const target = new EventTarget() as unknown as Window;
    listenForFirstGesture(target);
    muted = false;
    sounds.stone();
    expect(FakeContext.made).toBe(0);
    target.dispatchEvent(new Event('pointerdown'));
    muted = true;
    sounds.end();
    expect(FakeContext.made).toBe(0);
    muted = false;
    sounds.stone();
    sounds.end();
    expect(FakeContext.made).toBe(1);
  });
});
