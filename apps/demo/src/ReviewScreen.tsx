import { GOMOKU, type Variant } from '@gomoku/engine';
import type { GameRecord } from '@gomoku/engine/records';
import { readGameState } from '@gomoku/machine';
import { GomokuProvider, inputErrorText, messagesFor } from '@gomoku/react';
import { useState } from 'react';
import type { FinishedGame } from './finished-game.ts';
import type { Notice } from './Notice.tsx';
import { Play } from './Play.tsx';
import type { Settings } from './settings.ts';
import type { Strings } from './strings.ts';

interface ReviewScreenProps {
  game: FinishedGame;
  settings: Settings;
  t: Strings;
  onNotice: (notice: Notice) => void;
  onOpenRecord: (record: GameRecord, format: string) => void;
  /** Plays on from a reviewed position, as a new game of this screen's. */
  onBranch: (variant: Variant, moves: readonly number[]) => void;
}

/**
 * A finished game (one from the player's online history) to look back at: over as it ended, its
 * players named, with the review, the computer's analysis and the records; nothing to play on,
 * and nothing saved (the history entry keeps it). The machine reads its state first: the entry
 * may come back from the browser's history, which anything can write.
 */
export default function ReviewScreen({ game, settings, t, onNotice, onOpenRecord, onBranch }: ReviewScreenProps) {
  const [read] = useState(() => readGameState(game.state));
  if (!read.ok) {
    return (
      <p className="problem" role="alert">
        {t.reviewProblem} {inputErrorText(read.problem, GOMOKU, messagesFor(settings.locale))}
      </p>
    );
  }
  const { variant } = read.state.settings;
  return (
    <GomokuProvider variant={variant} state={read.state}>
      <Play game={{ kind: 'finished', names: game.names, me: game.me }} settings={settings} t={t} onBranch={(moves) => onBranch(variant, moves)} onNotice={onNotice} onOpenRecord={onOpenRecord} />
    </GomokuProvider>
  );
}
