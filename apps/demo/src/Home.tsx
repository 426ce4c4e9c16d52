import type { PoolId } from '@gomoku/client';
import type { Color } from '@gomoku/engine';
import type { GameRecord } from '@gomoku/engine/records';
import { lazy, Suspense, useId, useState } from 'react';
import { COMPUTER_GAME_NAMES, computerGameOf, swapsColours, type ComputerGame } from './computer-games.ts';
import type { HeldRoom } from './held-rooms.ts';
import { Icon, type IconName } from './icons.tsx';
import { POOL_CHOICES } from './pools.ts';
import { relativeTime } from './relative-time.ts';
import type { SavedGame } from './saved-games.ts';
import { ScreenHeading } from './screen-heading.tsx';
import { Segments } from './Segments.tsx';
import { LEVELS, variantOf, type LevelSetting, type Settings } from './settings.ts';
import type { Strings } from './strings.ts';

// Reading records loads the engine's record formats: only when a player opens one.
const RecordOpener = lazy(() => import('./RecordOpener.tsx'));

/** How many saved games the home lists before "Show all". */
const FIRST_SHOWN = 3;

interface HomeProps {
  settings: Settings;
  t: Strings;
  /** The unfinished games saved on this device, the most recent first. */
  games: readonly SavedGame[];
  /** The online rooms this player holds a seat in, the one seen last first. */
  rooms: readonly HeldRoom[];
  /** What "5 minutes ago" counts from, in ms since the epoch (default: when the home opened). */
  now?: number;
  /** Whether a room is being created (its button waits). */
  creating: boolean;
  /** Why the last room could not be created (with a way to try again), or null. */
  onlineProblem: string | null;
  onLevel: (level: LevelSetting) => void;
  onComputerGame: (game: ComputerGame) => void;
  onComputerColor: (color: Color) => void;
  onComputer: () => void;
  /** Plays a stranger now: waits in this pool for an opponent. */
  onPlayNow: (pool: PoolId) => void;
  /** Opens the lobby: open seeks, live games, the profile and history. */
  onLobby: () => void;
  onFriend: () => void;
  onOnline: () => void;
  onContinue: (id: string) => void;
  onDrop: (id: string) => void;
  onReturn: (room: HeldRoom) => void;
  onForget: (room: string) => void;
  onRecord: (record: GameRecord, format: string) => void;
}

/** A big tappable choice: an icon, a title, and a line saying what it does (its name is all it says, as seen). */
function Choice({ icon, title, hint, onClick, disabled, primary }: { icon: IconName; title: string; hint: string; onClick: () => void; disabled?: boolean; primary?: boolean }) {
  return (
    <button type="button" className={primary ? 'choice choice-primary' : 'choice'} onClick={onClick} disabled={disabled}>
      <span className="choice-icon">
        <Icon name={icon} />
      </span>
      <span className="choice-text">
        <span className="choice-title">{title}</span>
        <span className="choice-hint">{hint}</span>
      </span>
    </button>
  );
}

/** A game to go back to, in one tap, and a small button to let it go on purpose. */
function Resumable({ icon, title, detail, onOpen, removeLabel, onRemove }: { icon: IconName; title: string; detail: string; onOpen: () => void; removeLabel: string; onRemove: () => void }) {
  return (
    <li className="resumable">
      <button type="button" className="resumable-open" onClick={onOpen}>
        <Icon name={icon} />
        <span className="choice-text">
          <span className="resumable-title">{title}</span>
          <span className="choice-hint">{detail}</span>
        </span>
      </button>
      <button type="button" className="icon-button resumable-remove" onClick={onRemove} aria-label={removeLabel}>
        <Icon name="close" />
      </button>
    </li>
  );
}

/**
 * The home: the games to go back to (saved on this device, and online rooms held), then every way
 * to start a game one tap away. The computer's level, its game (freestyle, renju, swap2) and the
 * colours are chosen beside its button; a record or a link pasted opens in a game.
 */
export function Home(props: HomeProps) {
  const { settings, t, games, rooms, now, creating, onlineProblem, onLevel, onComputerGame, onComputerColor, onComputer, onPlayNow, onLobby, onFriend, onOnline, onContinue, onDrop, onReturn, onForget, onRecord } = props;
  const [opening, setOpening] = useState(false);
  const [allShown, setAllShown] = useState(false);
  const [pool, setPool] = useState<PoolId>(POOL_CHOICES[0] ?? 'freestyle-3+2');
  const [opened] = useState(() => Date.now());
  const levelName = useId();
  const when = (time: number) => relativeTime(time, now ?? opened, settings.locale);
  const shown = allShown ? games : games.slice(0, FIRST_SHOWN);
  const you: Color = settings.computerColor === 'white' ? 'black' : 'white';
  const swap = swapsColours(settings);
  const resume = games.length > 0 || rooms.length > 0;
  const ids = useId();
  return (
    <div className="home" data-resume={resume || undefined}>
      <div className="home-hero">
        <svg className="home-mark" viewBox="0 0 64 64" aria-hidden="true">
          <rect width="64" height="64" rx="14" className="mark-board" />
          <path className="mark-lines" d="M8 16h48M8 32h48M8 48h48M16 8v48M32 8v48M48 8v48" />
          <circle cx="16" cy="48" r="7" className="mark-black" />
          <circle cx="32" cy="32" r="7" className="mark-black" />
          <circle cx="48" cy="16" r="7" className="mark-black" />
          <circle cx="32" cy="48" r="7" className="mark-white" />
          <circle cx="48" cy="32" r="7" className="mark-white" />
        </svg>
        <ScreenHeading>{t.title}</ScreenHeading>
        <p>{t.tagline}</p>
      </div>
      {resume ? (
        <div className="home-resume">
          {games.length > 0 ? (
            <section className="resumables" aria-labelledby={`${ids}-continue`}>
              <h2 id={`${ids}-continue`}>{t.continueGame}</h2>
              <ul>
                {shown.map((game) => {
                  const title = game.opponent.kind === 'computer' ? t.computerName(t.levels[game.opponent.level]) : t.friend;
                  const detail = t.savedDetail(game.moves, when(game.playedAt));
                  return <Resumable key={game.id} icon="resume" title={title} detail={detail} onOpen={() => onContinue(game.id)} removeLabel={t.dropGame(`${title}, ${detail}`)} onRemove={() => onDrop(game.id)} />;
                })}
              </ul>
              {shown.length < games.length ? (
                <button type="button" className="show-all" onClick={() => setAllShown(true)}>
                  {t.showAllGames(games.length)}
                </button>
              ) : null}
            </section>
          ) : null}
          {rooms.length > 0 ? (
            <section className="resumables" aria-labelledby={`${ids}-rooms`}>
              <h2 id={`${ids}-rooms`}>{t.heldRooms}</h2>
              <ul>
                {rooms.map((room) => {
                  const detail = t.savedDetail(room.moves, when(room.seenAt));
                  return <Resumable key={room.room} icon="online" title={t.returnToRoom} detail={detail} onOpen={() => onReturn(room)} removeLabel={t.forgetRoom(detail)} onRemove={() => onForget(room.room)} />;
                })}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
      <section className="home-start" aria-labelledby={`${ids}-start`}>
        <h2 id={`${ids}-start`} className="visually-hidden">
          {t.homeTitle}
        </h2>
        <div className="card computer-card">
          <Choice primary icon="computer" title={t.playComputer} hint={`${t.levels[settings.level]} · ${swap ? t.openings[settings.opening] : t.youPlay(t.colors[you])}`} onClick={onComputer} />
          <fieldset className="levels" aria-describedby={`${ids}-level`}>
            <legend>{t.level}</legend>
            {LEVELS.map((level) => (
              <label key={level} className="level">
                <input type="radio" name={levelName} value={level} checked={settings.level === level} onChange={() => onLevel(level)} />
                <span>{t.levels[level]}</span>
              </label>
            ))}
            <p id={`${ids}-level`} className="level-line">
              {t.levelLines[settings.level]}
            </p>
          </fieldset>
          <div className="computer-choices">
            <Segments legend={t.rulesShort} options={COMPUTER_GAME_NAMES.map((game) => [game, t.computerGames[game]] as const)} value={computerGameOf(settings)} onChange={onComputerGame} />
            {swap ? (
              <Segments legend={t.firstStones} options={[['white', t.you], ['black', t.computer]] as const} value={settings.computerColor} onChange={onComputerColor} />
            ) : (
              <Segments legend={t.yourColor} options={[['white', t.colors.black], ['black', t.colors.white]] as const} value={settings.computerColor} onChange={onComputerColor} />
            )}
          </div>
        </div>
        <div className="card online-card">
          <Choice primary icon="online" title={t.lobby.playNow} hint={t.lobby.playNowHint(t.lobby.poolNames[pool])} onClick={() => onPlayNow(pool)} />
          <div className="online-choices">
            <Segments legend={t.lobby.pool} options={POOL_CHOICES.map((id) => [id, t.lobby.pools[id]] as const)} value={pool} onChange={setPool} />
            <button type="button" className="lobby-link" onClick={onLobby} title={t.lobby.openHint}>
              <Icon name="records" />
              <span>{t.lobby.open}</span>
            </button>
          </div>
        </div>
        <Choice icon="friend" title={t.playFriend} hint={t.playFriendHint} onClick={onFriend} />
        <Choice icon="online" title={creating ? t.creatingRoom : t.playOnline} hint={t.playOnlineShort} onClick={onOnline} disabled={creating} />
        {onlineProblem ? (
          <div className="notice notice-error" role="alert">
            <span>{onlineProblem}</span>
            <button type="button" onClick={onOnline}>
              {t.retry}
            </button>
          </div>
        ) : null}
        {opening ? (
          <section className="card" aria-label={t.openRecordOrLink}>
            <Suspense fallback={null}>
              <RecordOpener variant={variantOf(settings)} t={t} onOpen={onRecord} autoFocus />
            </Suspense>
          </section>
        ) : (
          <Choice icon="open" title={t.openRecordOrLink} hint={t.openRecordHint} onClick={() => setOpening(true)} />
        )}
      </section>
    </div>
  );
}
