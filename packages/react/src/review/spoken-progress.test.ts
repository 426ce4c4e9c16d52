import { describe, expect, it } from 'vitest';
import { spokenProgress } from './spoken-progress.ts';

describe('spokenProgress', () => {
  it('says the start and every quarter passed, never more than is done', () => {
    const said = Array.from({ length: 21 }, (_, done) => spokenProgress(done, 20));
    expect([...new Set(said)]).toEqual([0, 5, 10, 15, 20]);
    expect(said.slice(0, 6)).toEqual([0, 0, 0, 0, 0, 5]);
    for (const total of [1, 3, 7, 100]) for (let done = 0; done <= total; done++) expect(spokenProgress(done, total)).toBeLessThanOrEqual(done);
    expect(new Set(Array.from({ length: 8 }, (_, done) => spokenProgress(done, 7)))).toEqual(new Set([0, 2, 4, 6, 7]));
  });
});
