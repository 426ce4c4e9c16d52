import { RULES } from '@gomoku/engine';
import { OPENINGS, UNDO_POLICIES } from '@gomoku/machine';
import type { Locale } from '@gomoku/react';
import { useId } from 'react';
import { Icon } from './icons.tsx';
import { LEVELS, LOCALES, TIME_CONTROLS, type Settings } from './settings.ts';
import type { Strings } from './strings.ts';
import { useModalDialog } from './use-modal-dialog.ts';

interface SettingsDialogProps {
  settings: Settings;
  t: Strings;
  /** In an online room the game's rules are the room's: only the look and sound can change. */
  room: boolean;
  onChange: (settings: Settings) => void;
  onClose: () => void;
}

/** The choices: each value, its text, and (for words given in their own language) the text's language. */
type Options<K extends keyof Settings> = readonly (readonly [value: Settings[K], text: string, lang?: string])[];

/** Each language by its own name (and in its own `lang`), so a player finds theirs whatever the page speaks. */
const LANGUAGES: Readonly<Record<Locale, string>> = { en: 'English', 'zh-CN': '中文', ja: '日本語', ko: '한국어' };

/** A choice among a few short options, as a row of segments (radio buttons). */
function Segments<K extends keyof Settings>({ label, name, options, settings, onChange }: { label: string; name: K; options: Options<K>; settings: Settings; onChange: (settings: Settings) => void }) {
  const group = useId();
  return (
    <fieldset className="segments">
      <legend>{label}</legend>
      <div className="segments-row">
        {options.map(([value, text, lang]) => (
          <label key={String(value)} className="segment">
            <input type="radio" name={group} checked={settings[name] === value} onChange={() => onChange({ ...settings, [name]: value })} />
            <span lang={lang}>{text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A choice among longer options, as a select. */
function Select<K extends keyof Settings>({ label, name, options, settings, onChange }: { label: string; name: K; options: Options<K>; settings: Settings; onChange: (settings: Settings) => void }) {
  return (
    <label className="field">
      <span>{label}</span>
      <select
        value={String(settings[name])}
        onChange={(event) => {
          const chosen = options.find(([value]) => String(value) === event.target.value);
          if (chosen) onChange({ ...settings, [name]: chosen[0] });
        }}
      >
        {options.map(([value, text]) => (
          <option key={String(value)} value={String(value)}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** An on/off setting, as a switch. */
function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="switch">
      <span>{label}</span>
      <input type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} />
    </label>
  );
}

/**
 * The settings, in a modal dialog grouped by what a player changes: the game (rule, size, opening,
 * clock, undo; against the computer its colour and level) and the look and sound (theme, stones,
 * coordinates, move numbers, sound, language). Escape or Close shuts it, focus going back where it was.
 */
export function SettingsDialog({ settings, t, room, onChange, onClose }: SettingsDialogProps) {
  const dialog = useModalDialog();
  const common = { settings, onChange };
  const set = (patch: Partial<Settings>) => onChange({ ...settings, ...patch });
  return (
    <dialog
      ref={dialog}
      className="dialog sheet"
      aria-labelledby="settings-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="sheet-content">
        <div className="sheet-head">
          <h2 id="settings-title">{t.settings}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t.close}>
            <Icon name="close" />
          </button>
        </div>
        <section className="settings-group" aria-labelledby="settings-game">
          <h3 id="settings-game">{t.gameGroup}</h3>
          {room ? (
            <p className="muted">{t.roomRules}</p>
          ) : (
            <>
              {settings.mode === 'computer' ? (
                <>
                  <Segments {...common} label={t.level} name="level" options={LEVELS.map((level) => [level, t.levels[level]] as const)} />
                  {/* Said as the home says it, from the player's side: the setting is the computer's colour, the other one. */}
                  <Segments {...common} label={t.yourColor} name="computerColor" options={[['white', t.colors.black], ['black', t.colors.white]]} />
                </>
              ) : (
                <Segments {...common} label={t.undo} name="undo" options={UNDO_POLICIES.map((policy) => [policy, t.undos[policy]] as const)} />
              )}
              <Select {...common} label={t.rule} name="rule" options={RULES.map((rule) => [rule, t.rules[rule]] as const)} />
              <Segments {...common} label={t.size} name="size" options={[[15, '15 × 15'], [19, '19 × 19']]} />
              <Select {...common} label={t.opening} name="opening" options={OPENINGS.map((opening) => [opening, t.openings[opening]] as const)} />
              <Select {...common} label={t.time} name="time" options={TIME_CONTROLS.map((tc) => [tc, t.times[tc]] as const)} />
            </>
          )}
        </section>
        <section className="settings-group" aria-labelledby="settings-look">
          <h3 id="settings-look">{t.lookGroup}</h3>
          <Segments {...common} label={t.theme} name="theme" options={[['system', t.themes.system], ['light', t.themes.light], ['dark', t.themes.dark]]} />
          <Segments {...common} label={t.stones} name="stones" options={[['shaded', t.stoneStyles.shaded], ['flat', t.stoneStyles.flat]]} />
          <Switch label={t.coordinates} checked={settings.showCoordinates} onChange={(showCoordinates) => set({ showCoordinates })} />
          {settings.showCoordinates ? <Switch label={t.allSides} checked={settings.coordinatesOnAllSides} onChange={(coordinatesOnAllSides) => set({ coordinatesOnAllSides })} /> : null}
          <Switch label={t.moveNumbers} checked={settings.showMoveNumbers} onChange={(showMoveNumbers) => set({ showMoveNumbers })} />
          <Switch label={t.sound} checked={!settings.muted} onChange={(on) => set({ muted: !on })} />
          <Segments {...common} label={t.language} name="locale" options={LOCALES.map((locale) => [locale, LANGUAGES[locale], locale] as const)} />
        </section>
      </div>
    </dialog>
  );
}
