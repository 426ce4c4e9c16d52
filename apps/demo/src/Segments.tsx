import { useId } from 'react';

/** A row of a few short choices (radio buttons drawn as segments). */
export function Segments<T extends string>({ legend, options, value, onChange }: { legend: string; options: readonly (readonly [T, string])[]; value: T | null; onChange: (value: T) => void }) {
  const name = useId();
  return (
    <fieldset className="segments">
      <legend>{legend}</legend>
      <div className="segments-row">
        {options.map(([option, text]) => (
          <label key={option} className="segment">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
