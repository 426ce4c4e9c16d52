import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How an event sent by a player was answered. */
export type EventAnswer =
  | { readonly kind: 'ack'; readonly duplicate: boolean }
  /** Not taken: the machine's rejection reason, or the error code (`busy`, `not-joined`…). */
  | { readonly kind: 'refused'; readonly reason: string };

/** What the server counts. Every method is cheap; the no-op version counts nothing. */
export interface ServerMetrics {
  /** An event was answered, `seconds` after it arrived. */
  answered(answer: EventAnswer, seconds: number): void;
  /** An append committed. */
  storeCommit(): void;
  /** A store call failed or timed out. */
  storeError(operation: string): void;
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

/** Metrics that count nothing and serve nothing (`METRICS=off`). */
export const noMetrics: ServerMetrics = {
  answered: () => undefined,
  storeCommit: () => undefined,
  storeError: () => undefined,
  text: async () => null,
  contentType: 'text/plain',
};

/**
 * The server's metrics in a registry of its own (several servers in one process do not mix):
 * rooms loaded, sockets open, events acknowledged and refused by reason, the time from an event's
 * arrival to its answer, store commits and errors, and prom-client's default process metrics.
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
  return {
    answered(answer, seconds) {
      if (answer.kind === 'ack') acked.inc({ duplicate: String(answer.duplicate) });
      else refused.inc({ reason: answer.reason });
      latency.observe(seconds);
    },
    storeCommit: () => commits.inc(),
    storeError: (operation) => errors.inc({ operation }),
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
