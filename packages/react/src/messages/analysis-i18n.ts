import { completeCatalogue, type PartialCatalogue } from './complete.ts';
import { knownLocale, type Locale } from './i18n.ts';

/**
 * The strings of the game review (`Analysis`), apart from the others: an app that never reviews
 * never loads them. Plain data, as `Messages`: a string that takes values is a template with
 * named placeholders in braces, listed in each key's documentation.
 */
export interface AnalysisMessages {
  title: string;
  analyse: string;
  again: string;
  cancel: string;
  /** Placeholders: `{done}`, the moves analysed so far; `{total}`, the moves to analyse. */
  progress: string;
  done: string;
  /** Placeholders: `{done}`, the moves analysed; `{total}`, the moves there were to analyse. */
  cancelled: string;
  /** Placeholders: `{why}`, the error's message. */
  failed: string;
  graph: string;
  /** The evaluation in words: a forced win. Placeholders: `{color}`, the side that wins. */
  forcedWin: string;
  /** The evaluation in words: who is ahead and by how much. Placeholders: `{color}`, that side; `{amount}`, by how much. */
  ahead: string;
  even: string;
  blunder: string;
  missedWin: string;
  /** Placeholders: `{point}`, the engine's move; `{line}`, the line it expects, as coordinates. */
  engineChoice: string;
  engineAgrees: string;
  /** The move that made five: the game is won, there is nothing to weigh. Placeholders: `{color}`, the winner. */
  madeFive: string;
  marks: string;
  /** The graph's value before the first move. */
  start: string;
  /** Between a move's name and what is said of it ("Move 12, Black h8: even"; '：' in Chinese and Japanese). */
  labelSeparator: string;
  /** Between two sentences said of a move (the evaluation, then the engine's choice; '。' in Chinese and Japanese). */
  sentenceSeparator: string;
}

/** A part of the review's catalogue, for `analysisMessages`: the rest comes from `locale`'s. */
export type PartialAnalysisMessages = PartialCatalogue<AnalysisMessages>;

const en: AnalysisMessages = {
  title: 'Analysis',
  analyse: 'Analyse',
  again: 'Analyse again',
  cancel: 'Cancel',
  progress: 'Analysing: {done} of {total} moves',
  done: 'Analysis complete',
  cancelled: 'Cancelled after {done} of {total} moves',
  failed: 'The analysis failed: {why}',
  graph: 'Evaluation across the game',
  forcedWin: '{color} wins by force',
  ahead: '{color} ahead by {amount}',
  even: 'even',
  blunder: 'blunder: it allowed a forced win',
  missedWin: 'missed a forced win',
  engineChoice: 'The engine prefers {point} (line: {line})',
  engineAgrees: 'The engine agrees',
  madeFive: '{color} made five and won the game',
  marks: 'Blunders and missed wins',
  start: 'The empty board',
  labelSeparator: ': ',
  sentenceSeparator: '. ',
};

const zh: AnalysisMessages = {
  title: '复盘分析',
  analyse: '分析',
  again: '重新分析',
  cancel: '取消',
  progress: '分析中：{done} / {total} 手',
  done: '分析完成',
  cancelled: '已取消，分析了 {done} / {total} 手',
  failed: '分析失败：{why}',
  graph: '全局形势图',
  forcedWin: '{color}必胜',
  ahead: '{color}优 {amount}',
  even: '均势',
  blunder: '败着：让对手有了必胜',
  missedWin: '错过必胜',
  engineChoice: '引擎推荐 {point}（变化：{line}）',
  engineAgrees: '与引擎一致',
  madeFive: '{color}连成五子，赢得对局',
  marks: '败着与错失的胜机',
  start: '空棋盘',
  labelSeparator: '：',
  sentenceSeparator: '。',
};

/** The review's strings in Japanese: `locale="ja"`, or `<Analysis analysisMessages={jaAnalysis}>`. */
export const jaAnalysis: AnalysisMessages = {
  title: '検討',
  analyse: '検討する',
  again: 'もう一度検討',
  cancel: 'キャンセル',
  progress: '検討中：{total}手中{done}手',
  done: '検討が終わりました',
  cancelled: '{total}手中{done}手で中止しました',
  failed: '検討に失敗しました：{why}',
  graph: '対局全体の形勢',
  forcedWin: '{color}の必勝',
  ahead: '{color}が {amount} 優勢',
  even: '互角',
  blunder: '悪手：相手に必勝を許しました',
  missedWin: '必勝を逃しました',
  engineChoice: 'エンジンの推奨は {point}（手順：{line}）',
  engineAgrees: 'エンジンと同じ手です',
  madeFive: '{color}が五連を作って勝ちました',
  marks: '悪手と逃した勝ち',
  start: '空の盤',
  labelSeparator: '：',
  sentenceSeparator: '。',
};

/** The review's strings in Korean: `locale="ko"`, or `<Analysis analysisMessages={koAnalysis}>`. */
export const koAnalysis: AnalysisMessages = {
  title: '복기',
  analyse: '분석',
  again: '다시 분석',
  cancel: '취소',
  progress: '분석 중: {total}수 중 {done}수',
  done: '분석 완료',
  cancelled: '{total}수 중 {done}수에서 취소함',
  failed: '분석 실패: {why}',
  graph: '대국 전체의 형세',
  forcedWin: '{color} 필승',
  ahead: '{color} {amount} 우세',
  even: '호각',
  blunder: '악수: 상대에게 필승을 허용함',
  missedWin: '필승을 놓침',
  engineChoice: '엔진 추천 {point} (수순: {line})',
  engineAgrees: '엔진과 같은 수',
  madeFive: '{color}이 오목을 만들어 이겼습니다',
  marks: '악수와 놓친 승리',
  start: '빈 판',
  labelSeparator: ': ',
  sentenceSeparator: '. ',
};

const CATALOG: Readonly<Record<Locale, AnalysisMessages>> = { en, 'zh-CN': zh, ja: jaAnalysis, ko: koAnalysis };

/** The review's strings in `locale` (English when unknown). */
export function analysisMessagesFor(locale: Locale | undefined): AnalysisMessages {
  return CATALOG[knownLocale(locale)];
}

/** The review's words: `locale`'s, with each string `analysisMessages` (a part of a catalogue) has; as `wordsOf`. */
export function analysisWordsOf(locale: Locale | undefined, analysisMessages: unknown): AnalysisMessages {
  const known = knownLocale(locale);
  return completeCatalogue(CATALOG[known], analysisMessages, 'analysisMessages', known);
}
