import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { gomokuMachine } from './machine.ts';

/** A state of the chart: its id (`gomoku.playing.blackToMove`), its name, its parent and its tags. */
export interface ChartState {
  readonly id: string;
  readonly key: string;
  readonly parent: string | null;
  readonly tags: readonly string[];
  /** The state a compound state starts in, or null. */
  readonly initial: string | null;
}

/** An edge of the chart: the event (`always` for an eventless one, `after blackClock` for a timer), its guard, where it goes. */
export interface ChartEdge {
  readonly source: string;
  /** The target state's id; the source itself for an edge that stays (a refusal). */
  readonly target: string;
  readonly event: string;
  /** The guard, by name and params: `isWinningMove(black)`, `undoIsImmediate and blackCanTakeBack`; null for none. */
  readonly guard: string | null;
}

/** The chart as data, read from the machine itself: what a visualizer draws. */
export interface Chart {
  readonly states: readonly ChartState[];
  readonly edges: readonly ChartEdge[];
}

/** A guard's name, as the chart names it (combinators spelled out). */
function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) {
    const params = (guard as { params?: Record<string, unknown> }).params;
    return params ? `${String(guard.type)}(${Object.values(params).join(', ')})` : String(guard.type);
  }
  // `and([...])` is a function carrying its parts.
  const parts = (guard as { guards?: unknown[] }).guards;
  return parts ? parts.map(guardName).join(' and ') : 'guard';
}

/**
 * The states and edges of a machine (by default `gomokuMachine`), read from its definition at
 * run time, so a drawing of the chart can never disagree with the code.
 */
export function describeChart(machine: AnyStateMachine = gomokuMachine): Chart {
  const states: ChartState[] = [];
  const edges: ChartEdge[] = [];
  const visit = (node: AnyStateNode, parent: string | null) => {
    const initial = node.config.initial;
    states.push({ id: node.id, key: node.key, parent, tags: [...node.tags], initial: typeof initial === 'string' ? `${node.id}.${initial}` : null });
    const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const transition of transitions) {
      const targets: AnyStateNode[] = transition.target?.length ? [...transition.target] : [node];
      // A delayed transition's event names its delay: `after blackClock`.
      const event = transition.eventType.startsWith('xstate.after.') ? `after ${transition.eventType.split('.')[2]}` : transition.eventType || 'always';
      for (const target of targets) edges.push({ source: node.id, target: target.id, event, guard: guardName(transition.guard) });
    }
    for (const child of Object.values(node.states)) visit(child, node.id);
  };
  visit(machine.root, null);
  return { states, edges };
}

/**
 * The chart in Mermaid's `stateDiagram-v2`, for documents that draw it. States are named by
 * their keys (unique in this chart); edges from the root (such as `restart`) start at `game`,
 * and refusals (the root's `*`) are left out.
 */
export function chartToMermaid(chart: Chart = describeChart()): string {
  const byId = new Map(chart.states.map((s) => [s.id, s]));
  const name = (id: string) => (byId.get(id)?.parent === null ? 'game' : (byId.get(id)?.key ?? id));
  const lines = ['stateDiagram-v2'];
  const declare = (parent: string, indent: string) => {
    for (const state of chart.states.filter((s) => s.parent === parent)) {
      const children = chart.states.filter((s) => s.parent === state.id);
      if (!children.length) {
        lines.push(`${indent}${state.key}`);
        continue;
      }
      lines.push(`${indent}state ${state.key} {`);
      // A start arrow only where an edge enters the compound state itself.
      if (state.initial && chart.edges.some((e) => e.target === state.id)) lines.push(`${indent}  [*] --> ${name(state.initial)}`);
      declare(state.id, `${indent}  `);
      lines.push(`${indent}}`);
    }
  };
  const root = chart.states.find((s) => s.parent === null);
  if (root) {
    if (root.initial) lines.push(`  [*] --> ${name(root.initial)}`);
    declare(root.id, '  ');
  }
  for (const edge of chart.edges) {
    if (edge.event === '*') continue;
    lines.push(`  ${name(edge.source)} --> ${name(edge.target)}: ${edge.guard ? `${edge.event} [${edge.guard}]` : edge.event}`);
  }
  return lines.join('\n');
}

/**
 * The chart's every edge as a Markdown table, for the README: a row per edge (refusals, the
 * root's `*`, left out), its source, event, guard and target, read from the machine itself.
 * States are named by their paths below the root (`playing.blackToMove`); the root is `(any)`.
 */
export function chartToTable(chart: Chart = describeChart()): string {
  const name = (id: string) => `\`${id.replace(/^gomoku\.?/, '') || '(any)'}\``;
  const rows = chart.edges.filter((edge) => edge.event !== '*').map((edge) => `| ${name(edge.source)} | \`${edge.event}\` | ${edge.guard ? `\`${edge.guard}\`` : '—'} | ${name(edge.target)} |`);
  return ['| from | event | guard | to |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
