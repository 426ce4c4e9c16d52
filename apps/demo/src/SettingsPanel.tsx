import { TIME_CONTROLS, type Settings } from './settings.ts';
import type { Strings } from './strings.ts';

interface SettingsPanelProps {
  settings: Settings;
  t: Strings;
  onChange: (settings: Settings) => void;
}

function Choice<K extends keyof Settings>(props: {
  label: string;
  name: K;
  settings: Settings;
  options: readonly [Settings[K], string][];
  onChange: (settings: Settings) => void;
}) {
  const { label, name, settings, options, onChange } = props;
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

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** Opponent, rule, size, opening, clock, undo policy, and how the game looks and sounds. */
export function SettingsPanel({ settings, t, onChange }: SettingsPanelProps) {
  const common = { settings, onChange };
  const set = (patch: Partial<Settings>) => onChange({ ...settings, ...patch });
  return (
    <section className="settings" aria-labelledby="settings-title">
      <h2 id="settings-title">{t.settings}</h2>
      <Choice {...common} label={t.mode} name="mode" options={[['friend', t.friend], ['computer', t.computer]]} />
      {settings.mode === 'computer' ? (
        <>
          <Choice {...common} label={t.computerPlays} name="computerColor" options={[['white', t.colors.white], ['black', t.colors.black]]} />
          <Choice {...common} label={t.level} name="level" options={[['easy', t.levels.easy], ['medium', t.levels.medium], ['hard', t.levels.hard]]} />
        </>
      ) : (
        <Choice {...common} label={t.undo} name="undo" options={[['consent', t.undos.consent], ['immediate', t.undos.immediate]]} />
      )}
      <Choice {...common} label={t.rule} name="rule" options={[['freestyle', t.rules.freestyle], ['standard', t.rules.standard], ['renju', t.rules.renju]]} />
      <Choice {...common} label={t.size} name="size" options={[[15, '15 × 15'], [19, '19 × 19']]} />
      <Choice {...common} label={t.opening} name="opening" options={(['free', 'centre', 'swap', 'swap2'] as const).map((o) => [o, t.openings[o]])} />
      <Choice {...common} label={t.time} name="time" options={TIME_CONTROLS.map((tc) => [tc, t.times[tc]])} />
      <Choice {...common} label={t.language} name="locale" options={[['en', 'English'], ['zh-CN', '中文']]} />
      <Choice {...common} label={t.theme} name="theme" options={[['system', t.themes.system], ['light', t.themes.light], ['dark', t.themes.dark]]} />
      <Choice {...common} label={t.stones} name="stones" options={[['shaded', t.stoneStyles.shaded], ['flat', t.stoneStyles.flat]]} />
      <Check label={t.moveNumbers} checked={settings.showMoveNumbers} onChange={(showMoveNumbers) => set({ showMoveNumbers })} />
      <Check label={t.coordinates} checked={settings.showCoordinates} onChange={(showCoordinates) => set({ showCoordinates })} />
      {settings.showCoordinates ? <Check label={t.allSides} checked={settings.coordinatesOnAllSides} onChange={(coordinatesOnAllSides) => set({ coordinatesOnAllSides })} /> : null}
      <Check label={t.sound} checked={!settings.muted} onChange={(on) => set({ muted: !on })} />
    </section>
  );
}
