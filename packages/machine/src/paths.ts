import type { AnyStateNode, StateValue } from 'xstate';
import { definition } from './definition.ts';
import { STATUSES, type Status } from './types.ts';

/** The path of every leaf state of the chart, by its key: read from the chart, never written out. */
function leafPaths(node: AnyStateNode, into: Record<string, string> = {}): Record<string, string> {
  const children = Object.values(node.states);
  if (!children.length) into[node.key] = node.path.join('.');
  for (const child of children) leafPaths(child, into);
  return into;
}

const LEAVES = leafPaths(definition.root);

/** Where each status is in the chart (`playing.blackToMove`, `playing.opening.placing`), read from the chart itself. */
export const STATUS_PATHS: Readonly<Record<Status, string>> = Object.freeze(Object.fromEntries(STATUSES.map((status) => [status, LEAVES[status] as string])) as Record<Status, string>);

/** The id of a status's state node: `gomoku.playing.blackToMove`. */
export const stateIdOf = (status: Status) => `gomoku.${STATUS_PATHS[status]}`;

/** The chart's state value of a status: `{ playing: 'blackToMove' }`, `{ playing: { opening: 'placing' } }`. */
export function valueOf(status: Status): StateValue {
  const path = STATUS_PATHS[status].split('.');
  return path.slice(0, -1).reduceRight<StateValue>((inner, key) => ({ [key]: inner }), path[path.length - 1] as string);
}

/** Each status by its state value, written as JSON: the one spelling XState gives a value. */
const BY_VALUE: ReadonlyMap<string, Status> = new Map(STATUSES.map((status) => [JSON.stringify(valueOf(status)), status]));

/** The status a state value stands for (`{ playing: 'blackToMove' }` → `blackToMove`), or null. */
export const statusOfValue = (value: unknown): Status | null => BY_VALUE.get(JSON.stringify(value) ?? '') ?? null;
