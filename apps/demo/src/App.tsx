import type { GameRecord } from '@gomoku/engine/records';
import { selectMoves, selectVariant, type GomokuSnapshot } from '@gomoku/machine';
import { GomokuProvider, useGomokuActor } from '@gomoku/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Notice } from './Notice.tsx';
import { readOnlineAddress, type OnlineAddress } from './online.ts';
import { COMPUTER, Play } from './Play.tsx';
import { clockOf, settingsForRecord, startsNewGame, variantOf, type Settings } from './settings.ts';
import { SettingsPanel } from './SettingsPanel.tsx';
import { settingsOf, startingPoint, type GameSeed, type Notice as NoticeData } from './start.ts';
import { saveSettings } from './storage.ts';
import { STRINGS } from './strings.ts';

/** Phones narrower than this start with the board edge to edge (no coordinates). */
const NARROW = '(max-width: 480px)';

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

/** The players' ids for the machine: the computer's seat is its id's, so a rematch keeps it apart from its colour. */
function playersOf(settings: Settings) {
  if (settings.mode !== 'computer') return undefined;
  return settings.computerColor === 'black' ? { black: COMPUTER, white: 'you' } : { black: 'you', white: COMPUTER };
}

// Online play is loaded when it is first needed: most visits play on one screen.
const OnlinePlay = lazy(() => import('./OnlinePlay.tsx').then((module) => ({ default: module.OnlinePlay })));

/** Keeps `live` on the game in play, for the settings that replace it. */
function Tracker({ liveRef }: { liveRef: RefObject<GomokuSnapshot | null> }) {
  const actor = useGomokuActor();
  useEffect(() => {
    liveRef.current = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => (liveRef.current = snapshot));
    return () => subscription.unsubscribe();
  }, [actor, liveRef]);
  return null;
}

/** The demo app: play a friend or the computer, share by link, review, open and save records. */
export function App() {
  const [start] = useState(() => {
    const point = startingPoint(window.location.search, isNarrow());
    // A link is read once: the address goes back to the app, so a reload resumes the saved game
    // (with every move since), never the link's older record.
    if (point.hadLink) window.history.replaceState(null, '', window.location.pathname);
    return point;
  });
  const [settings, setSettings] = useState<Settings>(start.settings);
  const [game, setGame] = useState<GameSeed>(start.game);
  const [notice, setNotice] = useState<NoticeData | null>(start.notice);
  const t = STRINGS[settings.locale];

  useEffect(() => saveSettings(settings), [settings]);
  useEffect(() => {
    document.documentElement.lang = settings.locale;
    document.documentElement.dataset.theme = settings.theme;
  }, [settings.locale, settings.theme]);

  const closeNotice = useCallback(() => setNotice(null), []);

  // An online game is in the address (`?room=…#seat=…`), so a reload resumes the same seat.
  const [online, setOnline] = useState<OnlineAddress | null>(() => readOnlineAddress(window.location));
  const [creating, setCreating] = useState(false);
  const playOnline = async () => {
    setCreating(true);
    try {
      const { openRoom } = await import('./online-room.ts');
      const { address, path } = await openRoom(settings, window.location.origin);
      window.history.pushState(null, '', path);
      setOnline(address);
    } catch (error) {
      setNotice({ kind: 'error', text: (s) => `${s.roomProblem} ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setCreating(false);
    }
  };
  const leaveOnline = () => {
    window.history.pushState(null, '', window.location.pathname);
    setOnline(null);
  };

  /** A game with moves that was replaced can be brought back with one tap, for a while. */
  const offerBack = (replaced: GomokuSnapshot | null, settingsBefore: Settings) => {
    if (!replaced || selectMoves(replaced).length === 0) return;
    setNotice({
      kind: 'info',
      text: (s) => s.gameReplaced,
      undo: () => {
        setSettings(settingsOf(replaced, settingsBefore));
        setGame((current) => ({ key: current.key + 1, variant: selectVariant(replaced), snapshot: replaced }));
      },
    });
  };
  /** Starts another game in place of the one in play. */
  const replace = (next: Omit<GameSeed, 'key'>) => setGame((current) => ({ ...next, key: current.key + 1 }));

  const live = useRef<GomokuSnapshot | null>(null);
  const changeSettings = (next: Settings) => {
    const before = settings;
    setSettings(next);
    if (!startsNewGame(before, next)) return;
    offerBack(live.current, before);
    replace({ variant: variantOf(next) });
  };

  const openRecord = (record: GameRecord, format: string) => {
    setSettings(settingsForRecord(settings, record.variant));
    replace({ variant: record.variant, moves: record.moves, review: 0 });
    setNotice({ kind: 'info', text: (s) => s.recordOpened(format, record.moves.length) });
  };

  return (
    <div className="app gomoku-theme" data-theme={settings.theme}>
      <header>
        <h1>{t.title}</h1>
        <p>{t.tagline}</p>
      </header>
      {notice ? <Notice notice={notice} t={t} onClose={closeNotice} /> : null}
      <main>
        {online ? (
          <Suspense fallback={<p role="status">{t.creatingRoom}</p>}>
            <OnlinePlay key={online.room} address={online} settings={settings} t={t} onLeave={leaveOnline} />
          </Suspense>
        ) : (
          <GomokuProvider
            key={game.key}
            variant={game.variant}
            moves={game.moves}
            snapshot={game.snapshot}
            undo={settings.mode === 'computer' ? 'immediate' : settings.undo}
            opening={settings.opening}
            clock={clockOf(settings)}
            players={playersOf(settings)}
          >
            <Tracker liveRef={live} />
            <Play
              settings={settings}
              t={t}
              initialReview={game.review}
              onBranch={(moves) => replace({ variant: game.variant, moves })}
              onRestarted={(previous) => offerBack(previous, settings)}
              onOpenRecord={openRecord}
            />
          </GomokuProvider>
        )}
        <div className="side-panels">
          {online ? null : (
            <section className="online-start" aria-labelledby="online-title">
              <h2 id="online-title">{t.online}</h2>
              <p>{t.playOnlineHint}</p>
              <button type="button" onClick={playOnline} disabled={creating}>
                {creating ? t.creatingRoom : t.playOnline}
              </button>
            </section>
          )}
          <SettingsPanel settings={settings} t={t} onChange={changeSettings} />
        </div>
      </main>
    </div>
  );
}
