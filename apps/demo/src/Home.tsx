import type { GameRecord } from '@gomoku/engine/records';
import { lazy, Suspense, useId, useState } from 'react';
import { Icon, type IconName } from './icons.tsx';
import { LEVELS, variantOf, type LevelSetting, type Settings } from './settings.ts';
import type { LastGame } from './storage.ts';
import type { Strings } from './strings.ts';

// Reading records loads the engine's record formats: only when a player opens one.
const RecordOpener = lazy(() => import('./RecordOpener.tsx'));

interface HomeProps {
  settings: Settings;
  t: Strings;
  /** The saved game, to resume. */
  last: LastGame | null;
  /** Whether a room is being created (its button waits). */
  creating: boolean;
  /** Why the last room could not be created (with a way to try again), or null. */
  onlineProblem: string | null;
  onLevel: (level: LevelSetting) => void;
  onComputer: () => void;
  onFriend: () => void;
  onOnline: () => void;
  onResume: () => void;
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

/**
 * The home: every way to start a game one tap away. The computer's level is chosen here, beside
 * its button; the saved game can be resumed; a record or a link pasted opens in a game.
 */
export function Home({ settings, t, last, creating, onlineProblem, onLevel, onComputer, onFriend, onOnline, onResume, onRecord }: HomeProps) {
  const [opening, setOpening] = useState(false);
  const levelName = useId();
  return (
    <div className="home">
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
        <h1>{t.title}</h1>
        <p>{t.tagline}</p>
      </div>
      <h2 className="visually-hidden">{t.homeTitle}</h2>
      {last ? <Choice icon="resume" title={t.continueGame} hint={t.continueDetail(last.moves, last.mode === 'computer', last.over)} onClick={onResume} /> : null}
      <div className="card computer-card">
        <Choice primary icon="computer" title={t.playComputer} hint={`${t.levels[settings.level]} · ${t.youPlay(t.colors[settings.computerColor === 'white' ? 'black' : 'white'])}`} onClick={onComputer} />
        <fieldset className="levels">
          <legend>{t.level}</legend>
          {LEVELS.map((level) => (
            <label key={level} className="level">
              <input type="radio" name={levelName} value={level} checked={settings.level === level} onChange={() => onLevel(level)} />
              <span>{t.levels[level]}</span>
            </label>
          ))}
        </fieldset>
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
            <RecordOpener variant={variantOf(settings)} t={t} onOpen={onRecord} />
          </Suspense>
        </section>
      ) : (
        <Choice icon="open" title={t.openRecordOrLink} hint={t.openRecordHint} onClick={() => setOpening(true)} />
      )}
    </div>
  );
}
