import { completeCatalogue } from './complete.ts';
import type { Locale, Messages } from './catalogue.ts';

/** The words a board says (its cells' names): the first keys of every catalogue. */
export type BoardMessages = Pick<Messages, 'board' | 'color' | 'empty' | 'forbiddenMark' | 'winningStone' | 'pendingStone' | 'retryingStone' | 'moveNumber' | 'marker' | 'markerLabel'>;

/**
 * The board's words in each built-in language, apart from the rest of the catalogues, which
 * spread them: `Board` alone ships these, not every language's every sentence.
 */
export const BOARD_WORDS: Readonly<Record<Locale, BoardMessages>> = {
  en: {
    board: 'Gomoku board',
    color: { black: 'Black', white: 'White' },
    empty: 'empty',
    forbiddenMark: 'forbidden',
    winningStone: 'part of the winning five',
    pendingStone: 'sending',
    retryingStone: 'server busy, retrying',
    moveNumber: 'move {n}',
    marker: { circle: 'circle', cross: 'cross', triangle: 'triangle', square: 'square' },
    markerLabel: 'marked {label}',
  },
  'zh-CN': {
    board: '五子棋棋盘',
    color: { black: '黑方', white: '白方' },
    empty: '空',
    forbiddenMark: '禁手',
    winningStone: '连成五子',
    pendingStone: '发送中',
    retryingStone: '服务器繁忙，正在重试',
    moveNumber: '第 {n} 手',
    marker: { circle: '圆圈', cross: '叉', triangle: '三角', square: '方块' },
    markerLabel: '标记 {label}',
  },
  ja: {
    board: '五目並べの盤',
    color: { black: '黒', white: '白' },
    empty: '空点',
    forbiddenMark: '禁じ手',
    winningStone: '五連の石',
    pendingStone: '送信中',
    retryingStone: 'サーバー混雑のため再送中',
    moveNumber: '{n}手目',
    marker: { circle: '丸', cross: 'バツ', triangle: '三角', square: '四角' },
    markerLabel: '印 {label}',
  },
  ko: {
    board: '오목판',
    color: { black: '흑', white: '백' },
    empty: '빈 점',
    forbiddenMark: '금수',
    winningStone: '오목을 이룬 돌',
    pendingStone: '보내는 중',
    retryingStone: '서버가 바빠 다시 보내는 중',
    moveNumber: '{n}수',
    marker: { circle: '동그라미', cross: '가위표', triangle: '세모', square: '네모' },
    markerLabel: '표시 {label}',
  },
};

/** A built-in locale: `locale` itself, or English for anything else (an unknown string, `'__proto__'`, not a string). */
export const knownLocale = (locale: unknown): Locale => (typeof locale === 'string' && Object.hasOwn(BOARD_WORDS, locale) ? (locale as Locale) : 'en');

/** What a board says: `locale`'s words, with each string of `messages` (any catalogue, or a part of one) that is a board's. */
export function boardWordsOf(locale: Locale | undefined, messages: unknown): BoardMessages {
  const known = knownLocale(locale);
  return completeCatalogue(BOARD_WORDS[known], messages, 'messages', known);
}
