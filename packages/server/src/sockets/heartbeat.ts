/**
 * How many turns a heartbeat is cut into. Pinging 4,000 connections in one turn held the event
 * loop for 65–135 ms on the 2-core development machine, so every move in flight waited that long
 * once a period; a slice of them a turn costs a thirtieth.
 */
export const HEARTBEAT_SLICES = 30;

/** What the heartbeat does to a connection. */
export interface HeartbeatActions<Connection> {
  /** Asks the connection to answer (a WebSocket ping); `answered` is to be called on its answer. */
  ping(connection: Connection): void;
  /** The connection has not answered the last ping within a period: it is to be dropped. */
  dead(connection: Connection): void;
}

/**
 * Watches connections for life: each is pinged once every `periodMs`, and one that has not
 * answered by its next turn is `dead` (and forgotten). The connections are spread over
 * `slices` turns of the period, each joining the least full, so no turn pings them all.
 */
export class Heartbeat<Connection> {
  readonly #actions: HeartbeatActions<Connection>;
  readonly #slices: Set<Connection>[];
  readonly #sliceOf = new Map<Connection, Set<Connection>>();
  /** Connections that have answered since their last ping (or joined since). */
  readonly #answered = new Set<Connection>();
  readonly #timer: ReturnType<typeof setInterval>;
  #turn = 0;

  constructor(periodMs: number, actions: HeartbeatActions<Connection>, slices = HEARTBEAT_SLICES) {
    this.#actions = actions;
    this.#slices = Array.from({ length: slices }, () => new Set());
    this.#timer = setInterval(() => this.#beat(), periodMs / slices);
    this.#timer.unref();
  }

  /** Starts watching a connection, counted alive until its first ping. */
  add(connection: Connection): void {
    const slice = this.#slices.reduce((least, slice) => (slice.size < least.size ? slice : least));
    slice.add(connection);
    this.#sliceOf.set(connection, slice);
    this.#answered.add(connection);
  }

  /** The connection answered a ping. */
  answered(connection: Connection): void {
    if (this.#sliceOf.has(connection)) this.#answered.add(connection);
  }

  /** Stops watching a connection (it closed). */
  delete(connection: Connection): void {
    this.#sliceOf.get(connection)?.delete(connection);
    this.#sliceOf.delete(connection);
    this.#answered.delete(connection);
  }

  /** Stops the heartbeat. */
  stop(): void {
    clearInterval(this.#timer);
  }

  #beat(): void {
    const slice = this.#slices[this.#turn] as Set<Connection>;
    this.#turn = (this.#turn + 1) % this.#slices.length;
    for (const connection of [...slice]) {
      if (this.#answered.delete(connection)) {
        this.#actions.ping(connection);
      } else {
        this.delete(connection);
        this.#actions.dead(connection);
      }
    }
  }
}
