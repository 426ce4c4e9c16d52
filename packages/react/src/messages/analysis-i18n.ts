import type { Locale } from './i18n.ts';

/** The strings of the game review (`Analysis`), apart from the others: an app that never reviews never loads them. */
export interface AnalysisMessages {
  title: string;
  analyse: string;
  again: string;
  cancel: string;
  progress: (done: number, total: number) => string;
  done: string;
  cancelled: (done: number, total: number) => string;
  failed: (why: string) => string;
  graph: string;
  /** The evaluation in words: a forced win, or who is ahead and by how much. */
  forcedWin: (color: string) => string;
  ahead: (color: string, amount: string) => string;
  even: string;
  blunder: string;
  missedWin: string;
  engineChoice: (point: string, line: string) => string;
  engineAgrees: string;
  /** The move that made five: the game is won, there is nothing to weigh. */
  madeFive: (color: string) => string;
  marks: string;
  /** The graph's value before the first move. */
  start: string;
}

const en: AnalysisMessages = {
  title: 'Analysis',
  analyse: 'Analyse',
  again: 'Analyse again',
  cancel: 'Cancel',
  progress: (done, total) => `Analysing: ${done} of ${total} moves`,
  done: 'Analysis complete',
  cancelled: (done, total) => `Cancelled after ${done} of ${total} moves`,
  failed: (why) => `The analysis failed: ${why}`,
  graph: 'Evaluation across the game',
  forcedWin: (c) => `${c} wins by force`,
  ahead: (c, amount) => `${c} ahead by ${amount}`,
  even: 'even',
  blunder: 'blunder: it allowed a forced win',
  missedWin: 'missed a forced win',
  engineChoice: (point, line) => `The engine prefers ${point} (line: ${line})`,
  engineAgrees: 'The engine agrees',
  madeFive: (c) => `${c} made five and won the game`,
  marks: 'Blunders and missed wins',
  start: 'The empty board',
};

const zh: AnalysisMessages = {
  title: '复盘分析',
  analyse: '分析',
  again: '重新分析',
  cancel: '取消',
  progress: (done, total) => `分析中：${done} / ${total} 手`,
  done: '分析完成',
  cancelled: (done, total) => `已取消，分析了 ${done} / ${total} 手`,
  failed: (why) => `分析失败：${why}`,
  graph: '全局形势图',
  forcedWin: (c) => `${c}必胜`,
  ahead: (c, amount) => `${c}优 ${amount}`,
  even: '均势',
  blunder: '败着：让对手有了必胜',
  missedWin: '错过必胜',
  engineChoice: (point, line) => `引擎推荐 ${point}（变化：${line}）`,
  engineAgrees: '与引擎一致',
  madeFive: (c) => `${c}连成五子，赢得对局`,
  marks: '败着与错失的胜机',
  start: '空棋盘',
};

/** The review's strings in `locale` (English when unknown). */
export function analysisMessagesFor(locale: Locale | undefined): AnalysisMessages {
  return locale === 'zh-CN' ? zh : en;
}
