import { afterEach, describe, expect, it, vi } from 'vitest';
import { Fanout } from './fanout.ts';

describe('Fanout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells every listener even when one throws, and rethrows that error on its own', () => {
    const rethrown: (() => void)[] = [];
    vi.stubGlobal('queueMicrotask', (task: () => void) => rethrown.push(task));
    const fanout = new Fanout();
    const heard: string[] = [];
    const failure = new Error('listener bug');
    fanout.add(() => {
      throw failure;
    });
    fanout.add((roomId, version) => heard.push(`${roomId}@${version}`));
    expect(() => fanout.emit('r1', 3)).not.toThrow();
    expect(heard).toEqual(['r1@3']);
    expect(rethrown).toHaveLength(1);
    expect(() => rethrown[0]?.()).toThrow(failure);
  });

  it('lets a listener unsubscribe another while being told, without skipping the rest of this round', () => {
    const fanout = new Fanout();
    const heard: string[] = [];
    let removeSecond = () => {};
    fanout.add(() => {
      heard.push('first');
      removeSecond();
    });
    removeSecond = fanout.add(() => heard.push('second'));
    fanout.emit('r1', 1);
    fanout.emit('r1', 2);
    expect(heard).toEqual(['first', 'second', 'first']);
  });

  it('forgets every listener on clear', () => {
    const fanout = new Fanout();
    const heard: number[] = [];
    fanout.add((_, version) => heard.push(version));
    fanout.clear();
    fanout.emit('r1', 1);
    expect(heard).toEqual([]);
  });
});
