import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, InputFrom, Snapshot } from 'xstate';

// Everything that touches XState's internals is here, and only here: what an upgrade of XState
// must look at. XState's public API has no hook for checking a restored snapshot, for telling an
// event sent from outside from one of its own timers, or for the time of a simulated clock.

/**
 * Now, on the clock of the actor system the machine runs in: XState's `SimulatedClock` in tests,
 * so the flag timers (XState's delayed transitions) and the time charged agree; the wall clock
 * otherwise. The system's clock is the one place the machine reads the time.
 */
export function nowOf(system: unknown): number {
  const clock = (system as { _clock?: { now?: () => number } } | undefined)?._clock;
  return typeof clock?.now === 'function' ? clock.now() : Date.now();
}

/**
 * The snapshot a transition starts from, for an action that must read the chart (its tags and
 * `can()`): XState gives actions the context and event only, but a guard object with `check` is
 * handed the snapshot.
 */
export function snapshotIn(check: (guard: never) => boolean): AnyMachineSnapshot {
  let seen: AnyMachineSnapshot | undefined;
  const read = Object.assign(() => true, { check: (snapshot: AnyMachineSnapshot) => ((seen = snapshot), true) });
  check(read as never);
  return seen as AnyMachineSnapshot;
}

/**
 * A delay for XState's delayed transitions that sets no timer: XState raises a delayed event
 * whose delay is not a number at once instead of scheduling it (where the edge's guard then
 * refuses it). A game whose clock does not run so holds no timer: in Node an idle timer, even a
 * never-firing one, keeps a script from exiting.
 */
export const withoutTimer = (delay: number | null): number => (delay ?? undefined) as number;

/** The actors whose doors are guarded, and the systems whose relay checks them. */
const guarded = new WeakSet<AnyActorRef>();
const relaying = new WeakSet<object>();

/**
 * Routes what an actor is sent from outside: an event whose type begins `xstate.` (XState's own:
 * `xstate.stop`, a timer's `xstate.after.…`) or a value XState cannot route (null, a number, a
 * type `*`) arrives as an event of no known type, which the chart refuses, instead of stopping
 * the actor or firing a timer. Every event reaches an actor through its system's relay: `send`
 * from anywhere, a parent's `sendTo` and the actor's own timers alike; only what the actor sends
 * itself (its timers) passes as it is. (`outside` maps an event it has mapped to itself.)
 */
function guardTheDoor(self: AnyActorRef, outside: (event: unknown) => EventObject): void {
  guarded.add(self);
  // XState's `send` throws on a value that is not an object before it relays anything.
  const send = self.send;
  self.send = (event: unknown) => send(outside(event));
  const system = self.system as unknown as { _relay: (source: AnyActorRef | undefined, target: AnyActorRef, event: unknown) => void };
  if (relaying.has(system)) return;
  relaying.add(system);
  const relay = system._relay.bind(system);
  system._relay = (source, target, event) => relay(source, target, source !== target && guarded.has(target) ? outside(event) : event);
}

/** What the machine does at its edge: reads a stored snapshot, and maps an event from outside. */
export interface EdgeChecks<I, E> {
  /**
   * A stored snapshot, read as of `now`: the input that starts the machine with its checked
   * context (or with a fresh game that says why it was refused), and the event, if any, that
   * then leads to its stored state.
   */
  restore(stored: unknown, now: number): { input: I; event: E | null };
  /** An event from outside (an actor's `send`) as the machine may see it. */
  outside(event: unknown): EventObject;
  /** Any event as XState can route it (a pure `transition` too): a value that is not an event object becomes one the chart refuses. */
  routable(event: unknown): EventObject;
}

/**
 * The machine, checking its edges: every actor's `send` maps what comes from outside
 * (`checks.outside`), every transition what XState cannot route (`checks.routable`); a snapshot
 * given to `createActor(machine, { snapshot })` is read by `checks.restore` and entered as XState
 * enters any state (its entry actions run, its delayed transitions are scheduled); `provide()`
 * returns a machine with the same checks.
 */
export function withEdgeChecks<T extends AnyStateMachine>(machine: T, checks: EdgeChecks<InputFrom<T>, EventFromLogic<T>>): T {
  const transition = machine.transition.bind(machine);
  machine.transition = (snapshot, event: EventObject, scope) => transition(snapshot, checks.routable(event), scope);
  const initial = machine.getInitialSnapshot.bind(machine);
  machine.getInitialSnapshot = (scope, input) => {
    guardTheDoor(scope.self, checks.outside);
    return initial(scope, input);
  };
  machine.restoreSnapshot = (stored: Snapshot<unknown>, scope) => {
    guardTheDoor(scope.self, checks.outside);
    const { input, event } = checks.restore(stored, nowOf(scope.system));
    const snapshot = initial(scope, input);
    return event ? machine.transition(snapshot, event, scope) : snapshot;
  };
  const provide = machine.provide.bind(machine);
  machine.provide = (implementations) => withEdgeChecks(provide(implementations), checks);
  return machine;
}
