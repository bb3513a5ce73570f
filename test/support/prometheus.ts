/** A sample of Prometheus' text exposition format (version 0.0.4). */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** Metric families by name, with their declared type. */
  types: Map<string, string>;
  samples: Sample[];
  /** The value of the one sample with this name and exactly these labels; undefined when there is none. */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
/** As Prometheus reads a value (Go's ParseFloat): NaN and Inf in any case, prom-client writes `Nan`. */
const VALUE = '[-+]?(?:\\d+(?:\\.\\d*)?(?:[eE][-+]?\\d+)?|\\.\\d+(?:[eE][-+]?\\d+)?|[Ii][Nn][Ff]|[Nn][Aa][Nn])';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*)?,?\\})? (${VALUE})(?: -?\\d+)?$`);
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SUFFIXES: Record<string, string[]> = { histogram: ['_bucket', '_sum', '_count'], summary: ['', '_sum', '_count'] };

const unescape = (v: string) => v.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));

/**
 * Parses the text strictly: a line that is not a HELP, a TYPE or a well-formed sample of a family
 * declared before it throws, naming the line.
 */
export function parsePrometheus(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const familyOf = (name: string) => {
    for (const [family, type] of types) {
      if ((SUFFIXES[type] ?? ['']).some((suffix) => family + suffix === name)) return family;
    }
    return undefined;
  };
  for (const line of text.split('\n')) {
    if (line === '' || HELP.test(line)) continue;
    const type = TYPE.exec(line);
    if (type) {
      types.set(type[1], type[2]);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not Prometheus text: ${JSON.stringify(line)}`);
    if (!familyOf(sample[1])) throw new Error(`sample of an undeclared metric: ${line}`);
    const labels = Object.fromEntries([...(sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], unescape(m[2])]));
    const raw = sample[3];
    const value = /inf$/i.test(raw) ? (raw.startsWith('-') ? -Infinity : Infinity) : /nan/i.test(raw) ? NaN : Number(raw);
    samples.push({ name: sample[1], labels, value });
  }
  const same = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k] === v);
  return {
    types,
    samples,
    value: (name, labels = {}) => samples.find((s) => s.name === name && same(s.labels, labels))?.value,
  };
}
