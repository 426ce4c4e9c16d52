import { describe, expect, it } from 'vitest';
import { selectClock, selectRematchOffer, selectRestartOffer, selectStatus, selectVerdict } from './selectors.ts';
import { read, simulatedClock, start, T0 } from '../test/support.ts';

describe('a new game mid-game, offered', () => {
  it('waits for the other side: accepted, a new game; declined, the same turn', () => {
    const game = start({ players: { black: 'ann', white: 'bo' } });
    game.send({ type: 'play', point: 112 });
    game.send({ type: 'restart.offer', by: 'white' });
    expect(game.status()).toBe('whiteOffersRestart');
    expect(selectRestartOffer(game.actor.getSnapshot())).toBe('white');
    // Its maker cannot answer it, and nothing is played meanwhile.
    game.send({ type: 'restart.accept', by: 'white' });
    expect(game.read().rejection?.reason).toBe('not-allowed');
    game.send({ type: 'play', point: 113, by: 'white' });
    expect(game.read().rejection?.reason).toBe('awaiting-answer');
    game.send({ type: 'restart.decline', by: 'black' });
    expect(game.status()).toBe('whiteToMove');
    expect(game.read().moves).toEqual([112]);
    game.send({ type: 'restart.offer', by: 'first' });
    game.send({ type: 'restart.accept', by: 'second' });
    expect(game.status()).toBe('blackToMove');
    expect(game.read().moves).toEqual([]);
    // The same seats: a new game is not a rematch.
    expect(game.read().players).toEqual({ black: 'ann', white: 'bo' });
  });

  it('keeps the immediate restart of one screen', () => {
    const game = start();
    game.send({ type: 'play', point: 112 });
    game.send({ type: 'restart' });
    expect(game.read().moves).toEqual([]);
  });
});

describe('a rematch, offered', () => {
  const finished = () => {
    const game = start({ players: { black: 'ann', white: 'bo' } });
    game.send({ type: 'resign', by: 'white' });
    return game;
  };

  it('is accepted by the other side, with the seats swapped', () => {
    const game = finished();
    game.send({ type: 'rematch.offer', by: 'white' });
    expect(game.status()).toBe('whiteOffersRematch');
    expect(selectRematchOffer(game.actor.getSnapshot())).toBe('white');
    expect(selectVerdict(game.actor.getSnapshot())).toMatchObject({ winner: 'black', reason: 'resign' });
    game.send({ type: 'rematch.offer', by: 'black' });
    expect(game.read().rejection?.reason).toBe('awaiting-answer');
    game.send({ type: 'rematch.accept', by: 'black' });
    expect(game.status()).toBe('blackToMove');
    expect(game.read().players).toEqual({ black: 'bo', white: 'ann' });
  });

  it('declined, goes back to how the game ended', () => {
    const game = finished();
    game.send({ type: 'rematch.offer', by: 'black' });
    game.send({ type: 'rematch.decline', by: 'white' });
    expect(game.status()).toBe('blackWon');
    expect(game.read().rejection).toBeNull();
  });

  it('is refused before the game is over; the immediate rematch of one screen still works', () => {
    const game = start();
    game.send({ type: 'rematch.offer', by: 'black' });
    expect(game.read().rejection?.reason).toBe('not-over');
    game.send({ type: 'resign', by: 'black' });
    game.send({ type: 'rematch' });
    expect(game.status()).toBe('blackToMove');
  });
});

describe('the clocks before the first stone', () => {
  it('run for no one until the first stone is down; then the one to move’s runs', () => {
    const game = start({ clock: { initialMs: 10_000, incrementMs: 0 } }, simulatedClock());
    const clock = game.clock!;
    expect(selectClock(game.actor.getSnapshot())?.running).toBeNull();
    clock.increment(60_000);
    expect(game.status()).toBe('blackToMove');
    game.send({ type: 'play', point: 112 });
    expect(selectClock(game.actor.getSnapshot())).toEqual({ running: { seat: 'second', since: T0 + 60_000 }, remaining: { first: 10_000, second: 10_000 } });
    clock.increment(10_000);
    // White's flag fell: its clock reads zero, Black's is untouched, nothing runs, and the verdict says so.
    const after = game.actor.getSnapshot();
    expect(selectStatus(after)).toBe('blackWon');
    expect(selectVerdict(after)).toMatchObject({ winner: 'black', reason: 'time' });
    expect(selectClock(after)).toEqual({ running: null, remaining: { first: 10_000, second: 0 } });
    expect(read(after).rejection).toBeNull();
  });
});
