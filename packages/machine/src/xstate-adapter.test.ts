import { and, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { settledFrom } from './xstate-adapter.ts';

describe('settledFrom', () => {
  const machine = setup({ guards: { yes: () => true, no: () => false, isReady: ({ context }: { context: { ready: boolean } }) => context.ready } }).createMachine({
    id: 'm',
    context: { ready: false },
    initial: 'start',
    states: {
      start: { always: [{ guard: 'no', target: 'never' }, { guard: 'isReady', target: 'ready' }, { target: 'waiting' }] },
      never: {},
      ready: { initial: 'first', states: { first: {}, second: {} } },
      waiting: {},
      combined: { always: [{ guard: and(['yes']), target: 'ready' }] },
    },
  });

  it('follows the first edge whose guard holds for the context, into a compound target’s initial state', () => {
    expect(settledFrom(machine, 'm.start', { ready: true }).id).toBe('m.ready.first');
    expect(settledFrom(machine, 'm.start', { ready: false }).id).toBe('m.waiting');
    expect(settledFrom(machine, 'm.never', { ready: true }).id).toBe('m.never');
  });

  it('throws on a guard it cannot call by name, rather than skip the edge', () => {
    expect(() => settledFrom(machine, 'm.combined', { ready: true })).toThrow();
  });
});
