import type { Settings } from './settings.ts';
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

/** Rule, board size, undo policy, opponent, language, theme and display options. */
export function SettingsPanel({ settings, t, onChange }: SettingsPanelProps) {
  const common = { settings, onChange };
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
      <Choice {...common} label={t.language} name="locale" options={[['en', 'English'], ['zh-CN', '中文']]} />
      <Choice {...common} label={t.theme} name="theme" options={[['light', t.themes.light], ['dark', t.themes.dark]]} />
      <label className="check">
        <input type="checkbox" checked={settings.showMoveNumbers} onChange={(event) => onChange({ ...settings, showMoveNumbers: event.target.checked })} />
        <span>{t.moveNumbers}</span>
      </label>
      <label className="check">
        <input type="checkbox" checked={settings.showCoordinates} onChange={(event) => onChange({ ...settings, showCoordinates: event.target.checked })} />
        <span>{t.coordinates}</span>
      </label>
    </section>
  );
}
