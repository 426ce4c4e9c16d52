/** `p` (0..1) of sorted values. */
export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

/** Milliseconds, with three decimals below one. */
export const ms = (value: number): string => `${value < 1 ? value.toFixed(3) : value.toFixed(2)} ms`;

/** A rate, rounded, with thousands separators. */
export const perSecond = (value: number): string => `${Math.round(value).toLocaleString('en')}/s`;

/** p50 and p99 of a list of milliseconds. */
export function latency(values: readonly number[]): { p50: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}
