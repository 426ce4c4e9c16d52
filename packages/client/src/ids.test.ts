import { describe, expect, it } from 'vitest';
import { EventIdSchema } from '@gomoku/protocol';
import * as v from 'valibot';
import { newEventId } from './ids.ts';

describe('newEventId', () => {
  it('gives distinct ids that the protocol takes', () => {
    const ids = new Set(Array.from({ length: 10_000 }, newEventId));
    expect(ids.size).toBe(10_000);
    for (const id of ids) expect(v.is(EventIdSchema, id) && id.length === 16).toBe(true);
  });
});
