/** The p-th percentile (0–100) of the values, nearest-rank; NaN for none. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
