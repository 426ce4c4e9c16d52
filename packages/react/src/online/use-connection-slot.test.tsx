import { renderHook } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useConnectionSlot } from './use-connection-slot.ts';

/** A connection to `name` that knows whether it was closed. */
const connect = (name: string) => ({ name, closed: false });

/** A component's connection to `name`, opened in an effect and closed in its cleanup, as the hook's example does. */
function useConnected(name: string, opened: ReturnType<typeof connect>[]) {
  const [connection, setConnection] = useConnectionSlot<ReturnType<typeof connect>>();
  useEffect(() => {
    const opening = connect(name);
    opened.push(opening);
    setConnection(opening);
    return () => {
      setConnection(null);
      opening.closed = true;
    };
  }, [setConnection, name, opened]);
  return { connection, setConnection };
}

describe('useConnectionSlot', () => {
  it('gives render the connection an effect set, and the next one when the effect runs again', () => {
    const opened: ReturnType<typeof connect>[] = [];
    const { result, rerender, unmount } = renderHook(({ name }) => useConnected(name, opened), { initialProps: { name: 'a' } });
    expect(result.current.connection).toMatchObject({ name: 'a', closed: false });
    const { setConnection } = result.current;

    rerender({ name: 'b' });
    expect(result.current.connection).toMatchObject({ name: 'b', closed: false });
    expect(opened.map(({ name, closed }) => [name, closed])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    // A stable setter: effects that depend on it do not run again for it.
    expect(result.current.setConnection).toBe(setConnection);

    unmount();
    expect(opened[1]?.closed).toBe(true);
  });
});
