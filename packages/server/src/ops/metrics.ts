import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { StoreEvents } from '../store/types.ts';

/** How an event sent by a player was answered. */
export type EventAnswer =
  | { readonly kind: 'ack'; readonly duplicate: boolean }
  /** Not taken: the machine's rejection reason, or the error code (`busy`, `not-joined`…). */
  | { readonly kind: 'refused'; readonly reason: string };

/** Why a WebSocket upgrade was refused: not the socket path (404), an origin not allowed (403), the address's sockets all open (429). */
export const UPGRADE_REFUSALS = ['not-found', 'origin', 'too-many-sockets'] as const;
/** Why a WebSocket upgrade was refused (see `UPGRADE_REFUSALS`). */
export type UpgradeRefusal = (typeof UPGRADE_REFUSALS)[number];

/**
 * Why the server closed a connection: no `hello` in time (4408), too many bad messages (1008 or
 * 1009), a frame `ws` refused (over the size limit, bad framing), output backed up past what a
 * slow reader may hold, no answer to the last ping, or the server shutting down (1001).
 */
export const SOCKET_CLOSE_REASONS = ['no-hello', 'bad-messages', 'protocol-error', 'slow', 'no-pong', 'shutdown'] as const;
/** Why the server closed a connection (see `SOCKET_CLOSE_REASONS`). */
export type SocketCloseReason = (typeof SOCKET_CLOSE_REASONS)[number];

/** What the server counts. Every method is cheap; the no-op version counts nothing. */
export interface ServerMetrics {
  /** An event was answered, `seconds` after it arrived. */
  answered(answer: EventAnswer, seconds: number): void;
  /** An append committed. */
  storeCommit(): void;
  /** A store call failed or timed out. */
  storeError(operation: string): void;
  /** A store call settled, `seconds` after it was made. */
  storeCall(operation: string, seconds: number): void;
  /** What a durable store tells of its group commit and (PostgreSQL) its listener. */
  readonly store: StoreEvents;
  /** A room was created. */
  roomCreated(): void;
  /** A WebSocket upgrade was refused. */
  upgradeRefused(reason: UpgradeRefusal): void;
  /** The server closed a connection. */
  socketClosed(reason: SocketCloseReason): void;
  /** The Prometheus text, or null when metrics are off. */
  text(): Promise<string | null>;
  /** The text's content type. */
  readonly contentType: string;
}

/** What the gauges read when scraped. */
export interface MetricsSources {
  readonly roomsLoaded: () => number;
  readonly socketsOpen: () => number;
}

/** Latency buckets, in seconds: a commit takes milliseconds; the tail shows a slow or failing store. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** A store call's buckets add the store's own bounds (PostgreSQL cancels a statement after 5 s), reached by calls past their deadline. */
const STORE_BUCKETS = [...LATENCY_BUCKETS, 5, 10];
/** Writes per commit: one when quiet, growing with the load (dozens at thousands of rooms). */
const BATCH_BUCKETS = [1, 2, 4, 8, 16, 32, 64, 128, 256];

/** Metrics that count nothing and serve nothing (`METRICS=off`). */
export const noMetrics: ServerMetrics = {
  answered: () => undefined,
  storeCommit: () => undefined,
  storeError: () => undefined,
  storeCall: () => undefined,
  store: { batch: () => undefined, listening: () => undefined, notified: () => undefined },
  roomCreated: () => undefined,
  upgradeRefused: () => undefined,
  socketClosed: () => undefined,
  text: async () => null,
  contentType: 'text/plain',
};

/**
 * The server's metrics in a registry of its own (several servers in one process do not mix):
 * rooms loaded and created, sockets open, upgrades refused and sockets closed by reason, events
 * acknowledged and refused by reason, the time from an event's arrival to its answer, store calls'
 * durations, commits and errors, the group commit's batches, the PostgreSQL listener's state and
 * delay, and prom-client's default process metrics (see the README's table).
 */
export function createMetrics(sources: MetricsSources): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'gomoku_rooms_loaded',
    help: 'Rooms loaded in this process (someone connected, or an HTTP read).',
    registers: [registry],
    collect() {
      this.set(sources.roomsLoaded());
    },
  });
  new Gauge({
    name: 'gomoku_sockets_open',
    help: 'WebSocket connections open.',
    registers: [registry],
    collect() {
      this.set(sources.socketsOpen());
    },
  });
  const acked = new Counter({ name: 'gomoku_events_acknowledged_total', help: 'Events acknowledged (duplicate: a resend of an event already stored).', labelNames: ['duplicate'], registers: [registry] });
  const refused = new Counter({ name: 'gomoku_events_refused_total', help: "Events not taken, by reason: the machine's rejection or the error code (busy: the store could not take it).", labelNames: ['reason'], registers: [registry] });
  const latency = new Histogram({ name: 'gomoku_event_answer_seconds', help: 'From an event arriving to its answer (ack, rejected or error).', buckets: LATENCY_BUCKETS, registers: [registry] });
  const commits = new Counter({ name: 'gomoku_store_commits_total', help: 'Appends the store committed.', registers: [registry] });
  const errors = new Counter({ name: 'gomoku_store_errors_total', help: 'Store calls that failed or timed out, by operation.', labelNames: ['operation'], registers: [registry] });
  const calls = new Histogram({ name: 'gomoku_store_seconds', help: 'Store calls by operation, from the call to its settling (late ones included).', labelNames: ['operation'], buckets: STORE_BUCKETS, registers: [registry] });
  const batchSize = new Histogram({ name: 'gomoku_store_batch_size', help: 'Writes each committed group-commit transaction held.', buckets: BATCH_BUCKETS, registers: [registry] });
  const batchSeconds = new Histogram({ name: 'gomoku_store_batch_seconds', help: 'How long each committed group-commit transaction took.', buckets: LATENCY_BUCKETS, registers: [registry] });
  const listener = new Gauge({ name: 'gomoku_store_listener_connected', help: "1 while PostgreSQL's listener for other processes' appends is connected (always 0 on SQLite and memory).", registers: [registry] });
  const notification = new Histogram({ name: 'gomoku_store_notification_delay_seconds', help: "From another process announcing its commit to the announcement's arrival here.", buckets: LATENCY_BUCKETS, registers: [registry] });
  const created = new Counter({ name: 'gomoku_rooms_created_total', help: 'Rooms created.', registers: [registry] });
  const upgrades = new Counter({ name: 'gomoku_upgrades_refused_total', help: 'WebSocket upgrades refused, by reason: not-found (404), origin (403), too-many-sockets (429).', labelNames: ['reason'], registers: [registry] });
  const closed = new Counter({ name: 'gomoku_sockets_closed_total', help: 'Connections the server closed, by reason: no-hello (4408), bad-messages (1008/1009), protocol-error, slow, no-pong, shutdown (1001).', labelNames: ['reason'], registers: [registry] });
  // Every reason is shown from the start, at 0: a rate over a series that appears later misses its first count.
  for (const reason of UPGRADE_REFUSALS) upgrades.inc({ reason }, 0);
  for (const reason of SOCKET_CLOSE_REASONS) closed.inc({ reason }, 0);
  return {
    answered(answer, seconds) {
      if (answer.kind === 'ack') acked.inc({ duplicate: String(answer.duplicate) });
      else refused.inc({ reason: answer.reason });
      latency.observe(seconds);
    },
    storeCommit: () => commits.inc(),
    storeError: (operation) => errors.inc({ operation }),
    storeCall: (operation, seconds) => calls.observe({ operation }, seconds),
    store: {
      batch(size, seconds) {
        batchSize.observe(size);
        batchSeconds.observe(seconds);
      },
      listening: (connected) => listener.set(connected ? 1 : 0),
      // Across machines the delay holds their clocks' skew: a receiver's clock behind the sender's reads as none.
      notified: (delaySeconds) => notification.observe(Math.max(0, delaySeconds)),
    },
    roomCreated: () => created.inc(),
    upgradeRefused: (reason) => upgrades.inc({ reason }),
    socketClosed: (reason) => closed.inc({ reason }),
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
