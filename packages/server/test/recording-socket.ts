import type { SocketConstructor, SocketLike } from '@gomoku/client';
import WebSocket from 'ws';

/** An answer to an event, as a recording socket saw it: when, what, and how long after the event was (last) sent. */
export interface RecordedAnswer {
  readonly id: string;
  /** `ack`, `ack-duplicate`, `rejected`, or the error's code. */
  readonly kind: string;
  /** Milliseconds since the test's start (performance.now). */
  readonly at: number;
  /** Milliseconds from the last send of that event to this answer. */
  readonly latencyMs: number;
}

/** Sockets for `connectGame` that record every answer to an event, and how many sockets were opened. */
export interface Recorder {
  readonly WebSocket: SocketConstructor;
  readonly answers: RecordedAnswer[];
  readonly opened: number;
}

/** The `ws` client behind `connectGame`'s socket interface, recording what it answers to each event sent. */
export function recordingSockets(): Recorder {
  const answers: RecordedAnswer[] = [];
  const sentAt = new Map<string, number>();
  let opened = 0;
  class Recording implements SocketLike {
    readonly #ws: WebSocket;
    onopen: (() => void) | null = null;
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onclose: ((event: { code: number }) => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(url: string) {
      opened += 1;
      this.#ws = new WebSocket(url);
      this.#ws.onopen = () => this.onopen?.();
      this.#ws.onclose = ({ code }) => this.onclose?.({ code });
      this.#ws.onerror = () => this.onerror?.();
      this.#ws.onmessage = ({ data }) => {
        const text = String(data);
        const message = JSON.parse(text) as { type: string; id?: string; code?: string; duplicate?: boolean };
        const { id } = message;
        if (id !== undefined && ['ack', 'rejected', 'error'].includes(message.type)) {
          const now = performance.now();
          const kind = message.type === 'error' ? String(message.code) : message.duplicate ? 'ack-duplicate' : message.type;
          answers.push({ id, kind, at: now, latencyMs: now - (sentAt.get(id) ?? now) });
        }
        this.onmessage?.({ data: text });
      };
    }
    send(data: string) {
      const message = JSON.parse(data) as { type: string; id?: string };
      if (message.type === 'event' && message.id) sentAt.set(message.id, performance.now());
      this.#ws.send(data);
    }
    close(code?: number) {
      this.#ws.close(code);
    }
  }
  return {
    WebSocket: Recording as unknown as SocketConstructor,
    answers,
    get opened() {
      return opened;
    },
  };
}
