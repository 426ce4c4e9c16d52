import { GomokuProvider, GomokuStyles } from '@gomoku/react';
import { useEffect, useState } from 'react';
import { Play } from './Play.tsx';
import { variantOf, type Settings } from './settings.ts';
import { SettingsPanel } from './SettingsPanel.tsx';
import { startingPoint, type GameSeed, type Notice } from './start.ts';
import { clearGame, saveSettings } from './storage.ts';
import { STRINGS } from './strings.ts';

/** Settings that only change how the game looks; the others start a new game. */
const DISPLAY: readonly (keyof Settings)[] = ['locale', 'theme', 'showMoveNumbers', 'showCoordinates', 'level'];

/** The demo app: play a friend or the computer, share by link, review, resume. */
export function App() {
  const [start] = useState(() => startingPoint(window.location.search));
  const [settings, setSettings] = useState<Settings>(start.settings);
  const [game, setGame] = useState<GameSeed>(start.game);
  const [notice, setNotice] = useState<Notice | null>(start.notice);
  const t = STRINGS[settings.locale];

  useEffect(() => saveSettings(settings), [settings]);
  useEffect(() => {
    document.documentElement.lang = settings.locale;
    document.documentElement.dataset.theme = settings.theme;
    document.title = t.title;
  }, [settings.locale, settings.theme, t.title]);

  const newGame = (variant = game.variant, moves?: number[]) => {
    clearGame();
    window.history.replaceState(null, '', window.location.pathname);
    setGame({ key: game.key + 1, variant, moves });
  };
  const changeSettings = (next: Settings) => {
    const restart = (Object.keys(next) as (keyof Settings)[]).some((k) => next[k] !== settings[k] && !DISPLAY.includes(k));
    setSettings(next);
    if (restart) {
      newGame(variantOf(next));
      setNotice({ kind: 'info', text: (s) => s.newGameNotice });
    }
  };

  return (
    <div className="app gomoku-theme" data-theme={settings.theme}>
      <GomokuStyles />
      <header>
        <h1>{t.title}</h1>
        <p>{t.tagline}</p>
      </header>
      {notice ? (
        <div className={`notice notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          <span>{notice.text(t)}</span>
          <button type="button" onClick={() => setNotice(null)}>
            {t.dismiss}
          </button>
        </div>
      ) : null}
      <main>
        <GomokuProvider
          key={game.key}
          variant={game.variant}
          moves={game.moves}
          snapshot={game.snapshot}
          undo={settings.mode === 'computer' ? 'immediate' : settings.undo}
        >
          <Play settings={settings} t={t} onBranch={(moves) => newGame(game.variant, moves)} />
        </GomokuProvider>
        <SettingsPanel settings={settings} t={t} onChange={changeSettings} />
      </main>
    </div>
  );
}
