import { POOLS, type HistoryEntry, type LiveGame, type Player, type PlayerCard, type Rating, type Seek } from '@gomoku/client';

// Made-up players, seeks, live games and a history, as the server would send them: for the
// stories only (no server, no socket).

/** What "now" is in the stories, so they read the same every day. */
export const NOW = Date.UTC(2026, 0, 15, 12);
const MINUTE = 60_000;

const rating = (value: number, deviation: number, games: number): Rating => ({ rating: value, deviation, games, provisional: deviation > 110 });
const card = (id: string, name: string, value: Rating): PlayerCard => ({ id, name, rating: value });

/** This player: an established freestyle rating, a provisional renju one. */
export const YOU: Player = { id: 'youYouYouYouYouYouYou1', name: 'Mika', ratings: { freestyle: rating(1612, 64, 48), renju: rating(1480, 240, 3) } };
const ALICE = card('aliceAliceAliceAlice01', 'Alice', rating(1734, 58, 120));
const BORIS = card('borisBorisBorisBoris01', 'Борис', rating(1500, 350, 0));
const CHEN = card('chenChenChenChenChen01', '陈静怡', rating(2011, 45, 400));
const LONG = card('longLongLongLongLong01', 'Wolfeschlegelsteinh', rating(1388, 90, 30));

/** Open seeks: three strangers' and one of this player's. */
export const SEEKS: Seek[] = [
  { id: 'seek-1', by: ALICE, terms: { family: 'freestyle', opening: 'free', clock: { initialMs: 300_000, incrementMs: 3_000 }, rated: true }, since: NOW - MINUTE },
  { id: 'seek-2', by: BORIS, terms: { family: 'renju', opening: 'swap2', clock: { initialMs: 600_000, incrementMs: 5_000 }, rated: false }, since: NOW - 2 * MINUTE },
  { id: 'seek-3', by: { id: YOU.id, name: YOU.name, rating: YOU.ratings.freestyle }, terms: { ...POOLS['freestyle-3+2'], clock: { ...POOLS['freestyle-3+2'].clock } }, since: NOW - 3 * MINUTE },
  { id: 'seek-4', by: LONG, terms: { family: 'freestyle', opening: 'free', clock: { initialMs: 60_000, incrementMs: 0 }, rated: true }, since: NOW - 4 * MINUTE },
];

/** Live games, given worst rated first: the page lists them best first. */
export const LIVE: LiveGame[] = [
  { room: 'liveRoomLow00000000001', terms: SEEKS[3]!.terms, players: { first: LONG, second: BORIS }, since: NOW - 5 * MINUTE },
  { room: 'liveRoomTop00000000001', terms: SEEKS[0]!.terms, players: { first: ALICE, second: CHEN }, since: NOW - 9 * MINUTE },
];

/** A history: a rated win, a rated loss, a casual draw. */
export const HISTORY: HistoryEntry[] = [
  { room: 'pastRoom00000000000001', terms: SEEKS[0]!.terms, color: 'black', opponent: { id: ALICE.id, name: ALICE.name }, outcome: 'win', reason: 'five', rating: { before: 1600, after: 1612 }, at: NOW - 60 * MINUTE, moves: [112, 113, 127, 98, 142, 97, 157, 128, 172] },
  { room: 'pastRoom00000000000002', terms: POOLS['renju-10+5'], color: 'white', opponent: { id: CHEN.id, name: CHEN.name }, outcome: 'loss', reason: 'time', rating: { before: 1488, after: 1480 }, at: NOW - 26 * 60 * MINUTE, moves: [112, 113] },
  { room: 'pastRoom00000000000003', terms: SEEKS[1]!.terms, color: 'black', opponent: { id: BORIS.id, name: BORIS.name }, outcome: 'draw', reason: 'agreed', rating: null, at: NOW - 9 * 24 * 60 * MINUTE, moves: [] },
];

/** A key as the page makes them (43 URL-safe base64 characters). */
export const KEY = 'q7Wm2Yc0tN5xVb8LpR1sKd4Hf9Gj3Ze6Au_Io-EwTnU';

/** Whether an element's content fits its width (no sideways scrolling on a phone). */
export const fitsWidth = (element: Element): boolean => element.scrollWidth <= element.clientWidth + 1;
