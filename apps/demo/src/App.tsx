import type { GameRecord } from '@gomoku/engine/records';
import { GomokuStyles } from '@gomoku/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Home } from './Home.tsx';
import { Icon } from './icons.tsx';
import { NoticeBar, type Notice as NoticeData } from './Notice.tsx';
import { useOnline } from './network.ts';
import { withComputerGame, withLevel } from './computer-games.ts';
import { forgetRoom, heldRooms, type HeldRoom } from './held-rooms.ts';
import type { OnlineAddress } from './online.ts';
import type { PoolId } from '@gomoku/client';
import type { FinishedGame } from './finished-game.ts';
import { addressOf, gameEntry, reviewEntry, screenOf, type GameStart, type Screen } from './screen.ts';
import { noRoomText } from './room-problem.ts';
import { ScreenHeading } from './screen-heading.tsx';
import { dropGame, newGameId, putBack, savedGame, unfinishedGames } from './saved-games.ts';
import { SettingsDialog } from './SettingsDialog.tsx';
import { startsNewGame, type Settings } from './settings.ts';
import { loadSettings, saveSettings } from './storage.ts';
import { STRINGS } from './strings.ts';

/** Phones narrower than this start with the board edge to edge (no coordinates). */
const NARROW = '(max-width: 480px)';

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

// The home paints first; the game (its machine, board and computer) and online play load when
// first needed, the game's part fetched as soon as the home is up so the first tap does not wait.
const loadGame = () => import('./GameScreen.tsx');
const GameScreen = lazy(loadGame);
const OnlinePlay = lazy(() => import('./OnlinePlay.tsx').then((module) => ({ default: module.OnlinePlay })));
const ReviewScreen = lazy(() => import('./ReviewScreen.tsx'));
const LobbyPlay = lazy(() => import('./LobbyPlay.tsx').then((module) => ({ default: module.LobbyPlay })));

/**
 * The demo app: a home that starts every kind of game in one tap, the game on this screen
 * (against a friend or the computer), and online rooms. Each is a history entry, so Back and
 * Forward move between them; settings open in a dialog from any of them.
 */
export function App() {
  const [settings, setSettings] = useState<Settings>(() => loadSettings(isNarrow(), navigator.languages));
  const [screen, showScreen] = useState<Screen>(() => {
    const first = screenOf(window.location, window.history.state, newGameId);
    // A link is read once: the address goes back to the app and the entry names the link's game,
    // saved under its own id, so a reload resumes it (with every move since), never the link's older record.
    if (first.kind === 'game' && first.start.kind === 'link') window.history.replaceState(gameEntry(first.id), '', window.location.pathname);
    return first;
  });
  // Each visit to the game screen is a game of its own (a new start remounts it).
  const [visit, setVisit] = useState(0);
  // The home reads the saved games and held rooms from storage: a drop or a forget reads them again.
  const [, setStoreChanges] = useState(0);
  const storeChanged = () => setStoreChanges((n) => n + 1);
  const [notice, setNotice] = useState<NoticeData | null>(null);
  /** Shows another screen: a notice speaks of the screen it came on, so it goes (one the next screen gives comes after). */
  const setScreen = useCallback((next: Screen) => {
    setNotice(null);
    showScreen(next);
  }, []);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [onlineProblem, setOnlineProblem] = useState<string | null>(null);
  const t = STRINGS[settings.locale];
  const online = useOnline();

  useEffect(() => saveSettings(settings), [settings]);
  useEffect(() => {
    document.documentElement.lang = settings.locale;
    document.documentElement.dataset.theme = settings.theme;
  }, [settings.locale, settings.theme]);
  useEffect(() => {
    const onPop = () => {
      setScreen(screenOf(window.location, window.history.state, newGameId));
      setVisit((n) => n + 1);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [setScreen]);
  useEffect(() => {
    if (screen.kind === 'home') void loadGame();
  }, [screen.kind]);
  // Each screen names the tab; the game's screen names it itself, with whose move it is.
  const screenName = screen.kind === 'lobby' || screen.kind === 'pairing' ? t.lobby.title : screen.kind === 'room' ? t.screens.online : null;
  useEffect(() => {
    if (screen.kind === 'home') document.title = t.title;
    else if (screenName) document.title = `${screenName} — ${t.title}`;
  }, [screen.kind, screenName, t]);

  const closeNotice = useCallback(() => setNotice(null), []);

  /** Opens the local game saved under `id` in a new history entry (or in place of this one). */
  const openGame = (id: string, start: GameStart, replace = false) => {
    window.history[replace ? 'replaceState' : 'pushState'](gameEntry(id), '', window.location.pathname);
    setScreen({ kind: 'game', id, start });
    setVisit((n) => n + 1);
  };
  /** Starts a game of its own (a new one, a link's, a record's, a branch), saved beside the others. */
  const play = (start: GameStart, patch: Partial<Settings> = {}) => {
    setSettings((current) => ({ ...current, ...patch }));
    openGame(newGameId(), start);
  };
  /** Opens a finished game to look back at, kept in its history entry alone: never saved, never offered to continue. */
  const openReview = (game: FinishedGame) => {
    window.history.pushState(reviewEntry(game), '', window.location.pathname);
    setScreen({ kind: 'review', game });
    setVisit((n) => n + 1);
  };
  /** Drops a saved game on purpose; the notice brings it back. */
  const drop = (id: string) => {
    const dropped = dropGame(id);
    storeChanged();
    if (dropped) {
      setNotice({
        kind: 'info',
        text: (s) => s.gameDropped,
        undo: () => {
          putBack(dropped);
          storeChanged();
        },
      });
    }
  };
  /** Goes back to a room this player holds a seat in, as its link would. */
  const returnToRoom = ({ room, seat }: HeldRoom) => {
    window.history.pushState(null, '', `/?room=${encodeURIComponent(room)}#seat=${encodeURIComponent(seat)}`);
    setScreen({ kind: 'room', address: { room, seat } });
  };
  /** Forgets a held room on purpose (its seat's link is gone from this device). */
  const forget = (room: string) => {
    forgetRoom(room);
    storeChanged();
  };
  /** Opens the lobby, or a pool's wait: screens that live in the address, so a reload stays there. */
  const openLobby = (next: { kind: 'lobby' } | { kind: 'pairing'; pool: PoolId }) => {
    window.history.pushState(null, '', addressOf(next));
    setScreen(next);
  };
  /**
   * Opens a room as its link would (a game found with its seat, or one to watch): in place of a
   * pool's wait, so Back does not wait again; else on top of the lobby.
   */
  const waiting = screen.kind === 'pairing';
  const enterRoom = useCallback(
    (address: OnlineAddress) => {
      const path = address.seat ? `/?room=${encodeURIComponent(address.room)}#seat=${encodeURIComponent(address.seat)}` : `/?room=${encodeURIComponent(address.room)}`;
      window.history[waiting ? 'replaceState' : 'pushState'](null, '', path);
      setScreen({ kind: 'room', address });
    },
    [waiting, setScreen],
  );
  const goHome = () => {
    window.history.pushState(null, '', window.location.pathname);
    setScreen({ kind: 'home' });
  };
  const playOnline = async () => {
    // No request is made that cannot go anywhere.
    if (!online) return setOnlineProblem(t.offline);
    setCreating(true);
    setOnlineProblem(null);
    try {
      const { openRoom } = await import('./online-room.ts');
      const { address, path } = await openRoom(settings, window.location.origin);
      window.history.pushState(null, '', path);
      setScreen({ kind: 'room', address });
    } catch (error) {
      // A server down or busy, a network gone or a part of the app that cannot load: the player is told plainly, and may retry.
      setOnlineProblem(noRoomText(error, navigator.onLine !== false, t));
    } finally {
      setCreating(false);
    }
  };
  /**
   * A setting that makes another game starts it, in a history entry of its own: the game it
   * replaces stays saved, and the notice offers it back in one tap.
   */
  const changeSettings = (next: Settings) => {
    setSettings(next);
    if (screen.kind !== 'game' || !startsNewGame(settings, next)) return;
    const replaced = screen.id;
    openGame(newGameId(), { kind: 'new' });
    if ((savedGame(replaced)?.moves ?? 0) > 0) setNotice({ kind: 'info', text: (s) => s.gameReplaced, undo: () => openGame(replaced, { kind: 'resume' }, true) });
  };
  const openRecord = (record: GameRecord, format: string) => play({ kind: 'record', variant: record.variant, moves: record.moves, format });

  return (
    <div className="app gomoku-theme" data-theme={settings.theme} data-stones={settings.stones} data-screen={screen.kind}>
      {/* The library's theme, for the demo's own parts too (the home has no library component). */}
      <GomokuStyles />
      <header className="topbar">
        {screen.kind === 'home' ? null : (
          <button type="button" className="icon-button" onClick={goHome} aria-label={t.home}>
            <Icon name="home" />
          </button>
        )}
        {/* The home says the name big; elsewhere the bar does, as a name: each screen's heading is its own. */}
        <span className="brand">{screen.kind === 'home' ? null : t.title}</span>
        {online ? null : (
          <span className="offline-badge" title={t.offline}>
            <Icon name="offline" />
          </span>
        )}
        <button type="button" className="icon-button" onClick={() => setSettingsOpen(true)} aria-label={t.settings} aria-haspopup="dialog">
          <Icon name="settings" />
        </button>
      </header>
      {notice ? <NoticeBar notice={notice} t={t} onClose={closeNotice} /> : null}
      <main>
        {/* The room and the wait for one show no title of their own: a heading names them for a screen reader. */}
        {screen.kind === 'room' || screen.kind === 'pairing' ? (
          <ScreenHeading key={screen.kind} className="visually-hidden">
            {screenName}
          </ScreenHeading>
        ) : null}
        {screen.kind === 'home' ? (
          <Home
            settings={settings}
            t={t}
            games={unfinishedGames()}
            rooms={heldRooms()}
            creating={creating}
            onlineProblem={onlineProblem}
            onLevel={(level) => setSettings(withLevel(settings, level))}
            onComputerGame={(game) => setSettings(withComputerGame(settings, game))}
            onComputerColor={(computerColor) => setSettings({ ...settings, computerColor })}
            onComputer={() => play({ kind: 'new' }, { mode: 'computer' })}
            onPlayNow={(pool) => openLobby({ kind: 'pairing', pool })}
            onLobby={() => openLobby({ kind: 'lobby' })}
            onFriend={() => play({ kind: 'new' }, { mode: 'friend' })}
            onOnline={playOnline}
            onContinue={(id) => openGame(id, { kind: 'resume' })}
            onDrop={drop}
            onReturn={returnToRoom}
            onForget={forget}
            onRecord={openRecord}
          />
        ) : (
          <Suspense fallback={<p className="loading">{t.title}…</p>}>
            {screen.kind === 'game' ? (
              <GameScreen
                key={visit}
                id={screen.id}
                start={screen.start}
                settings={settings}
                t={t}
                onSettings={setSettings}
                onNotice={setNotice}
                onOpenRecord={openRecord}
                onBranch={(variant, moves) => play({ kind: 'branch', variant, moves })}
              />
            ) : screen.kind === 'review' ? (
              <ReviewScreen key={visit} game={screen.game} settings={settings} t={t} onNotice={setNotice} onOpenRecord={openRecord} onBranch={(variant, moves) => play({ kind: 'branch', variant, moves })} />
            ) : screen.kind === 'lobby' || screen.kind === 'pairing' ? (
              <LobbyPlay screen={screen} settings={settings} t={t} online={online} onRoom={enterRoom} onReview={openReview} onPlayNow={(pool) => openLobby({ kind: 'pairing', pool })} onLeave={goHome} />
            ) : (
              <OnlinePlay key={screen.address.room} address={screen.address} settings={settings} t={t} online={online} onLeave={goHome} onOpenRecord={openRecord} onNewRoom={playOnline} />
            )}
          </Suspense>
        )}
      </main>
      {settingsOpen ? <SettingsDialog settings={settings} t={t} room={screen.kind === 'room'} onChange={changeSettings} onClose={() => setSettingsOpen(false)} /> : null}
    </div>
  );
}
