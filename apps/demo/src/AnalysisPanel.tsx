import { Analysis, type AnalysisProps } from '@gomoku/react';

/** The game review, in a chunk of its own: the demo loads it when a game is reviewed or over. */
export default function AnalysisPanel(props: AnalysisProps) {
  return <Analysis timeMsPerMove={300} {...props} />;
}
