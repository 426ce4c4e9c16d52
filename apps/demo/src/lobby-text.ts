import type { HistoryEntry, LobbyErrorCode, NameProblem, Rating, Terms } from '@gomoku/client';
import type { Strings } from './strings.ts';

/** A clock as players write it: minutes, then seconds added a move (`3+2`). */
export const clockText = ({ initialMs, incrementMs }: Terms['clock']): string => `${Math.round(initialMs / 60_000)}+${Math.round(incrementMs / 1000)}`;

/** A game's terms in one line: the rules (and swap2), the clock, rated or casual. */
export function termsText(terms: Terms, t: Strings): string {
  const rules = terms.opening === 'swap2' ? `${t.lobby.families[terms.family]} ${t.openings.swap2}` : t.lobby.families[terms.family];
  return `${rules} · ${clockText(terms.clock)} · ${terms.rated ? t.lobby.rated : t.lobby.casual}`;
}

/** A rating beside a name: its number, with `?` while it is provisional (few games yet), as lichess shows it. */
export const ratingText = ({ rating, provisional }: Rating): string => `${Math.round(rating)}${provisional ? '?' : ''}`;

/** A rating change with its sign (`+12`, `−8`, `±0`), or null for a casual game. */
export function ratingChange(entry: Pick<HistoryEntry, 'rating'>): string | null {
  if (!entry.rating) return null;
  const change = Math.round(entry.rating.after - entry.rating.before);
  return change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '±0';
}

/** The rating change of the newest game of `room` in a history page (newest first), or null: none there, or casual. */
export function changeInRoom(games: readonly Pick<HistoryEntry, 'room' | 'rating'>[], room: string): string | null {
  const entry = games.find((game) => game.room === room);
  return entry ? ratingChange(entry) : null;
}

/** A wait as a clock shows it (`0:07`, `1:30`); under zero (a clock set back) is `0:00`. */
export function elapsedText(ms: number): string {
  const seconds = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole seconds to wait, at least one (a server's `retryAfterMs`; a missing one reads as `fallback`). */
export const secondsOf = (ms: number | null | undefined, fallback = 30_000): number => Math.max(1, Math.ceil((ms ?? fallback) / 1000));

/** What the lobby's refusal means to the player, in words (`retryAfterMs` for `slowed`). */
export function lobbyErrorText(error: { code: LobbyErrorCode; retryAfterMs?: number | null | undefined }, t: Strings): string {
  const words = t.lobby.errors;
  switch (error.code) {
    case 'busy':
      return words.busy;
    case 'slowed':
      return words.slowed(secondsOf(error.retryAfterMs));
    case 'too-many-seeks':
      return words.tooManySeeks;
    case 'no-seek':
      return words.noSeek;
    case 'own-seek':
      return words.ownSeek;
    case 'rate-limited':
      return words.rateLimited;
    case 'unknown-key':
      return t.lobby.unknownKey;
    case 'version':
      return words.outdated;
    default:
      return words.other;
  }
}

/** Why a name is refused, in words (before sending, by `readDisplayName`, or the server's `taken`). */
export const nameProblemText = (problem: NameProblem, t: Strings): string => t.lobby.nameProblems[problem];

/** What a players' call that failed means to the player (the client's `PlayerApiError`, or anything thrown). */
export function playerErrorText(error: unknown, online: boolean, t: Strings): string {
  if (!online) return t.offline;
  if (!(error instanceof Error) || error.name !== 'PlayerApiError') return t.serverUnreachable;
  const { code, problem, retryAfterMs } = error as Error & { code: string; problem: NameProblem | null; retryAfterMs: number | null };
  if (code === 'bad-name' && problem) return nameProblemText(problem, t);
  if (code === 'rate-limited') return t.lobby.errors.tooManyNames(secondsOf(retryAfterMs, 60_000));
  if (code === 'unavailable' || code === 'store-unavailable' || code === 'busy') return t.lobby.errors.busy;
  if (code === 'unknown-key' || code === 'bad-key') return t.lobby.unknownKey;
  return t.serverUnreachable;
}
