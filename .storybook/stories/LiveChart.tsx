import { selectStatus, STATUS_PATHS } from '@gomoku/machine';
import { describeChart } from '@gomoku/machine/chart';
import { useGomokuActor, useGomokuSelector } from '@gomoku/react';
import { useEffect, useMemo, useState } from 'react';
import { chartEvent, edgeKey, layoutChart } from './chart-layout.ts';

/**
 * The game machine's chart, laid out from `describeChart(gomokuMachine)` at run time, with the
 * state the game of the nearest provider is in lit up, and the edge it last took.
 */
export function LiveChart() {
  const actor = useGomokuActor();
  // The chart rests only in its status states, one leaf each.
  const leaf = `gomoku.${STATUS_PATHS[useGomokuSelector(selectStatus)]}`;
  // The edges the last event took, as XState reports them (`source event target`).
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const { boxes, arrows, width, height } = useMemo(() => layoutChart(describeChart()), []);

  useEffect(() => {
    const subscription = actor.system.inspect((inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef !== actor) return;
      // A refusal takes the root's `*` edge, which the chart does not draw: a player's refused event unlights the last edge.
      const edges = inspection._transitions.map((t) => ({ source: t.source.id, event: chartEvent(t.eventType), targets: t.target ?? [t.source] }));
      // A flag timer is XState's own event: shown where its flag fell, not where it was raised and taken by no edge (no clock running).
      if (inspection.event.type.startsWith('xstate.') && edges.length === 0) return;
      setTaken(new Set(edges.flatMap((e) => e.targets.map((target) => edgeKey(e.source, e.event, target.id)))));
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  return (
    <figure className="live-chart" style={{ margin: 0 }}>
      <figcaption style={{ font: '600 14px system-ui', marginBottom: 8 }}>
        <span aria-live="polite">State: {leaf.split('.').slice(1).join(' › ')}</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} width={width} style={{ maxWidth: '100%', height: 'auto', font: '12px system-ui' }} aria-hidden="true">
        <defs>
          <marker id="live-chart-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" fill="context-stroke" />
          </marker>
        </defs>
        {boxes
          .filter((b) => b.compound)
          .map((b) => (
            <g key={b.id} data-state-id={b.id}>
              <rect x={b.x} y={b.y} width={b.width} height={b.height} rx={12} fill="#f4f6fb" stroke="#9aa3b5" strokeDasharray="4 3" />
              <text x={b.x + 10} y={b.y + 16} fontWeight={700} fill="#3b4252">
                {b.label}
              </text>
            </g>
          ))}
        {arrows.map((a) => {
          const key = edgeKey(a.source, a.event, a.target);
          const lit = taken.has(key);
          const d = a.points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
          return (
            <g key={a.key} data-edge={key} data-taken={lit || undefined}>
              <path d={d} fill="none" stroke={lit ? '#d9480f' : '#8a93a6'} strokeWidth={lit ? 2.4 : 1.2} markerEnd="url(#live-chart-arrow)" />
              <text x={a.labelX} y={a.labelY} textAnchor="middle" dominantBaseline="central" fontSize={10} fill={lit ? '#d9480f' : '#4c566a'} paintOrder="stroke" stroke="#fff" strokeWidth={3}>
                {a.guard ? `${a.event} [${a.guard}]` : a.event}
              </text>
            </g>
          );
        })}
        {boxes
          .filter((b) => !b.compound)
          .map((b) => {
            const active = b.id === leaf;
            return (
              <g key={b.id} data-state-id={b.id} data-active={active || undefined}>
                <rect x={b.x} y={b.y} width={b.width} height={b.height} rx={8} fill={active ? '#1c7ed6' : '#fff'} stroke={active ? '#1864ab' : '#5e6779'} strokeWidth={active ? 2.5 : 1.2} />
                <text x={b.x + b.width / 2} y={b.y + b.height / 2} textAnchor="middle" dominantBaseline="central" fill={active ? '#fff' : '#1f2430'} fontWeight={active ? 700 : 500}>
                  {b.label}
                </text>
              </g>
            );
          })}
      </svg>
    </figure>
  );
}
