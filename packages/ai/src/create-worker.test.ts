import { describe, expect, it } from 'vitest';
import { createAIWorker } from './create-worker.ts';

describe('createAIWorker', () => {
  it('says at once where there are no Web Workers, not at the first search', () => {
    expect(typeof Worker).toBe('undefined');
    expect(() => createAIWorker()).toThrow(new TypeError('createAIWorker needs Web Workers (a browser, or a runtime with a global Worker): here, call search() or analyseGame() directly.'));
  });
});
