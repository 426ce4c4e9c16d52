import type { RuleFamily, Terms } from '@gomoku/client';
import { useState, type FormEvent } from 'react';
import { Segments } from './Segments.tsx';
import type { Strings } from './strings.ts';

/** The clocks a seek is posted with, as `Strings.times` names them (all within the protocol's seek limits). */
const CLOCKS = { '1+0': { initialMs: 60_000, incrementMs: 0 }, '3+2': { initialMs: 180_000, incrementMs: 2_000 }, '5+3': { initialMs: 300_000, incrementMs: 3_000 }, '10+5': { initialMs: 600_000, incrementMs: 5_000 } } as const;
type ClockName = keyof typeof CLOCKS;
type Opening = Terms['opening'];

/** Props of the seek form. */
export interface SeekFormProps {
  t: Strings;
  /** Whether the lobby takes requests now. */
  ready: boolean;
  /** Terms to post a seek with. */
  onPost: (terms: Terms) => void;
}

/** A seek to post: the rules, the opening (free or swap2), the clock, rated or casual. */
export function SeekForm({ t, ready, onPost }: SeekFormProps) {
  const [family, setFamily] = useState<RuleFamily>('freestyle');
  const [opening, setOpening] = useState<Opening>('free');
  const [clock, setClock] = useState<ClockName>('5+3');
  const [rated, setRated] = useState(true);
  const post = (event: FormEvent) => {
    event.preventDefault();
    onPost({ family, opening, clock: { ...CLOCKS[clock] }, rated });
  };
  return (
    <form className="seek-form" onSubmit={post}>
      <Segments legend={t.lobby.family} options={(['freestyle', 'renju'] as const).map((name) => [name, t.lobby.families[name]] as const)} value={family} onChange={setFamily} />
      <Segments legend={t.lobby.openingLabel} options={(['free', 'swap2'] as const).map((name) => [name, t.openings[name]] as const)} value={opening} onChange={setOpening} />
      <Segments legend={t.lobby.clockLabel} options={(Object.keys(CLOCKS) as ClockName[]).map((name) => [name, name] as const)} value={clock} onChange={setClock} />
      <Segments legend={t.lobby.rated} options={[['rated', t.lobby.rated], ['casual', t.lobby.casual]] as const} value={rated ? 'rated' : 'casual'} onChange={(value) => setRated(value === 'rated')} />
      <button type="submit" className="button-primary" disabled={!ready}>
        {t.lobby.post}
      </button>
    </form>
  );
}
