import { describe, expect, it } from 'vitest';
import { typingProblem } from './name-typing.ts';

describe('typingProblem', () => {
  it('says nothing of a name on its way: a space typed before the next word, or nothing typed yet', () => {
    expect(typingProblem('Tester ')).toBeNull();
    expect(typingProblem('')).toBeNull();
    expect(typingProblem('Tester A')).toBeNull();
  });

  it('says why once typing on cannot mend it', () => {
    expect(typingProblem(' Tester')).toBe('padding');
    expect(typingProblem('Tester  ')).toBe('padding');
    expect(typingProblem('x'.repeat(200))).toBe('too-long');
  });
});
