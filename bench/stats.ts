// Latency summaries: percentiles by the nearest-rank method over the recorded milliseconds; the
// machine's load beside each figure.
import { loadavg } from 'node:os';

export interface Summary {
  count: number;
  median: number;
  p95: number;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarise(milliseconds: number[]): Summary {
  const sorted = [...milliseconds].sort((a, b) => a - b);
  return { count: sorted.length, median: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** Milliseconds with one decimal below 10, whole above: enough to compare, no false precision. */
export const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : String(Math.round(value)));

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length >> 1;
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

/** The machine's load average over the last minute, as each table states it beside its figures. */
export const loadAverage = () => Math.round(loadavg()[0]! * 100) / 100;
