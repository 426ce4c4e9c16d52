/**
 * An HTTP refusal as every call of the client reads it: the server's `error`, `problem` and
 * `message`, and its `Retry-After`. The answer is read as hostile: a body that is not a JSON
 * object says nothing, texts are cut short, and a wait the server cannot mean is none.
 */

/** The most characters kept of the server's `error`, `problem` or `message`. */
const MAX_TEXT = 200;
/** The longest wait a refusal may ask for. */
const DAY_MS = 86_400_000;

/** What a refusal says, as the client's errors (`PlayerApiError`, `CreateRoomError`) take it. */
export interface Refusal<P extends string> {
  /** The server's `error`, or `status-<n>` for an answer without one. */
  readonly code: string;
  readonly status: number;
  /** The server's `problem`, when its `error` is the one that carries one and it is one of the codes asked for; else null. */
  readonly problem: P | null;
  /** When the server said to try again (`Retry-After`, at most a day), else null. */
  readonly retryAfterMs: number | null;
  /** The server's `message`, or `status <n>`. */
  readonly message: string;
}

/**
 * Reads `response` (an answer the call did not ask for) as a refusal; its `problem` is kept only
 * when `error` is `carrier` and the problem is one of `problems`.
 */
export async function readRefusal<P extends string>(response: Response, carrier: string, problems: readonly P[]): Promise<Refusal<P>> {
  const { status } = response;
  const body: unknown = await response.json().catch(() => null);
  const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (key: string) => (typeof answer[key] === 'string' ? answer[key].slice(0, MAX_TEXT) : null);
  // A header that is absent must not read as 0 s (`Number(null)`).
  const retryAfterMs = Number(response.headers.get('retry-after') ?? Number.NaN) * 1000;
  return {
    code: text('error') ?? `status-${status}`,
    status,
    problem: answer.error === carrier ? (problems.find((problem) => problem === answer.problem) ?? null) : null,
    // A wait the server cannot mean (negative, NaN, 1e308 s) is no wait to show.
    retryAfterMs: retryAfterMs >= 0 && retryAfterMs <= DAY_MS ? retryAfterMs : null,
    message: text('message') ?? `status ${status}`,
  };
}
