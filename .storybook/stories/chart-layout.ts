import dagre from '@dagrejs/dagre';
import type { Chart } from '@gomoku/machine/chart';

/** A state drawn as a box: a leaf state, or a compound state around its children. */
export interface Box {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  compound: boolean;
}

/** An edge drawn as a line with its event and guard. */
export interface Arrow {
  key: string;
  source: string;
  target: string;
  event: string;
  guard: string | null;
  points: { x: number; y: number }[];
  labelX: number;
  labelY: number;
}

const CHAR = 6.2;

/**
 * An edge's event as `describeChart` names it, from XState's event type: a delayed transition's
 * (`xstate.after.flagFalls.gomoku.playing.blackToMove`) is `after flagFalls`, an eventless one's
 * (`''`) is `always`.
 */
export const chartEvent = (eventType: string): string => (eventType.startsWith('xstate.after.') ? `after ${eventType.split('.')[2]}` : eventType || 'always');

/** The key of an edge: its source, event and target, as `data-edge` writes it. */
export const edgeKey = (source: string, event: string, target: string): string => `${source} ${event} ${target}`;

/**
 * Lays the chart out with dagre: leaf states as boxes, compound states as clusters around them.
 * Dagre draws no edge from a cluster, so an edge leaving a compound state (resign from
 * `playing`, restart from anywhere) starts at a small anchor inside it.
 */
export function layoutChart(chart: Chart): { boxes: Box[]; arrows: Arrow[]; width: number; height: number } {
  const graph = new dagre.graphlib.Graph({ compound: true, multigraph: true });
  graph.setGraph({ rankdir: 'LR', nodesep: 26, ranksep: 90, edgesep: 14, marginx: 12, marginy: 12 });
  graph.setDefaultEdgeLabel(() => ({}));
  const root = chart.states.find((s) => s.parent === null);
  const compound = new Set(chart.states.map((s) => s.parent).filter((p): p is string => p !== null));
  for (const state of chart.states) {
    if (state === root) continue;
    graph.setNode(state.id, compound.has(state.id) ? { label: state.key } : { label: state.key, width: state.key.length * CHAR + 24, height: 34 });
    if (state.parent && state.parent !== root?.id) graph.setParent(state.id, state.parent);
  }
  const anchorOf = (id: string) => {
    if (!compound.has(id)) return id;
    const anchor = `${id}#anchor`;
    if (!graph.hasNode(anchor)) {
      graph.setNode(anchor, { label: id === root?.id ? 'any state' : '', width: id === root?.id ? 70 : 8, height: id === root?.id ? 24 : 8 });
      if (id !== root?.id) graph.setParent(anchor, id);
    }
    return anchor;
  };
  const initialOf = (id: string) => chart.states.find((s) => s.id === id)?.initial ?? id;
  chart.edges.forEach((edge, i) => {
    if (edge.event === '*') return;
    const label = edge.guard ? `${edge.event} [${edge.guard}]` : edge.event;
    const target = compound.has(edge.target) ? initialOf(edge.target) : edge.target;
    graph.setEdge(anchorOf(edge.source), target, { label, width: label.length * CHAR * 0.8, height: 12, labelpos: 'c' }, String(i));
  });
  dagre.layout(graph);

  const boxes: Box[] = graph.nodes().flatMap((id) => {
    const node = graph.node(id);
    // Anchors inside clusters are points; the root's ("any state") is drawn.
    if (!node || (id.endsWith('#anchor') && !node.label)) return [];
    return [{ id, label: String(node.label ?? id), x: node.x - node.width / 2, y: node.y - node.height / 2, width: node.width, height: node.height, compound: compound.has(id) }];
  });
  const arrows: Arrow[] = graph.edges().flatMap((e) => {
    const edge = chart.edges[Number(e.name)];
    const laid = graph.edge(e);
    if (!edge || !laid) return [];
    return [{ key: e.name ?? `${e.v}-${e.w}`, source: edge.source, target: edge.target, event: edge.event, guard: edge.guard, points: laid.points ?? [], labelX: laid.x ?? 0, labelY: laid.y ?? 0 }];
  });
  const { width = 0, height = 0 } = graph.graph();
  return { boxes, arrows, width, height };
}
