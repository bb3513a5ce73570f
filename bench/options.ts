/** What a run measures and how big, from the command line and the environment (BENCHMARKS.md "Method"). */
const SCENARIOS = ['reads', 'statements', 'dashboard', 'writes', 'bulk', 'contention', 'gateways', 'subscriptions', 'coldstart'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export interface Options {
  /** Multiplies the dataset (20k items, 100k orders), the bulk create (10,000) and the subscribers (1,000). */
  scale: number;
  scenarios: Scenario[];
  /** Seconds of measured load per contender and round, after `warmup` seconds unmeasured. */
  duration: number;
  warmup: number;
  /** Read contenders are measured this many times, interleaved; the best round counts. */
  rounds: number;
  connections: number;
  /** Write BENCHMARKS.md (a partial run with --only or a scale leaves it alone unless asked). */
  writeReport: boolean;
}

function number(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

export function parseOptions(argv: string[]): Options {
  const only: Scenario[] = [];
  let report: boolean | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--only') {
      for (const name of (argv[++i] ?? '').split(',').filter(Boolean)) {
        if (!SCENARIOS.includes(name as Scenario)) throw new Error(`--only: unknown scenario "${name}" (known: ${SCENARIOS.join(', ')})`);
        only.push(name as Scenario);
      }
    } else if (arg === '--report') report = true;
    else if (arg === '--no-report') report = false;
    else throw new Error(`unknown argument "${arg}" (use --only <scenario,...>, --report, --no-report)`);
  }
  const scale = number('BENCH_SCALE', 1);
  return {
    scale,
    scenarios: only.length ? SCENARIOS.filter((s) => only.includes(s)) : [...SCENARIOS],
    duration: number('BENCH_DURATION', 10),
    warmup: number('BENCH_WARMUP', 3),
    rounds: number('BENCH_ROUNDS', 2),
    connections: number('BENCH_CONNECTIONS', 16),
    writeReport: report ?? (only.length === 0 && scale === 1),
  };
}
