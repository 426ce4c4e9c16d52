import type { Variant } from '@gomoku/engine';
import type { GameRecord } from '@gomoku/engine/records';
import { selectGameState, selectMoves, selectVariant, type GomokuSnapshot } from '@gomoku/machine';
import { GomokuProvider } from '@gomoku/react';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Notice } from './Notice.tsx';
import { COMPUTER, Play } from './Play.tsx';
import type { GameStart } from './screen.ts';
import { clockOf, type Settings } from './settings.ts';
import { seedFor, settingsOf, type GameSeed } from './start.ts';
import type { Strings } from './strings.ts';

interface GameScreenProps {
  /** The id the game is saved under. */
  id: string;
  start: GameStart;
  settings: Settings;
  t: Strings;
  /** The settings the game is played with (a resumed game, a link or a record bring theirs). */
  onSettings: (settings: Settings) => void;
  onNotice: (notice: Notice) => void;
  onOpenRecord: (record: GameRecord, format: string) => void;
  /** Plays on from a reviewed position, as a game of its own. */
  onBranch: (variant: Variant, moves: readonly number[]) => void;
}

/** The players' ids for the machine: the computer's seat is its id's, so a rematch keeps it apart from its colour. */
function playersOf(settings: Settings) {
  if (settings.mode !== 'computer') return undefined;
  return settings.computerColor === 'black' ? { black: COMPUTER, white: 'you' } : { black: 'you', white: COMPUTER };
}

/**
 * The game on this screen, against a friend or the computer, started as `start` asks and saved
 * under `id`. A game with moves that a restart replaced can be brought back with one tap, for a while.
 */
export default function GameScreen({ id, start, settings, t, onSettings, onNotice, onOpenRecord, onBranch }: GameScreenProps) {
  const [first] = useState(() => seedFor(start, settings, id));
  const [game, setGame] = useState<{ key: number; seed: GameSeed }>({ key: 0, seed: first.seed });

  const offerBack = (replaced: GomokuSnapshot) => {
    if (selectMoves(replaced).length === 0) return;
    onNotice({
      kind: 'info',
      text: (s) => s.gameReplaced,
      undo: () => {
        const restored = settingsOf(replaced, settings);
        onSettings(restored);
        setGame((current) => ({ key: current.key + 1, seed: { variant: selectVariant(replaced), state: selectGameState(replaced), settings: restored } }));
      },
    });
  };

  // Once, for how this visit started: the settings follow the game, and the player hears what happened.
  const announce = useEffectEvent(() => {
    onSettings(first.seed.settings);
    if (first.notice) onNotice(first.notice);
  });
  useEffect(() => announce(), [first]);

  const { seed } = game;
  return (
    <GomokuProvider
      key={game.key}
      variant={seed.variant}
      moves={seed.moves}
      state={seed.state}
      undo={seed.settings.mode === 'computer' ? 'immediate' : seed.settings.undo}
      opening={seed.settings.opening}
      clock={clockOf(seed.settings)}
      players={playersOf(seed.settings)}
    >
      <Play game={{ kind: 'local', id }} settings={settings} t={t} onBranch={(moves) => onBranch(seed.variant, moves)} onRestarted={offerBack} onNotice={onNotice} onOpenRecord={onOpenRecord} />
    </GomokuProvider>
  );
}
