import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { Bucket } from './queries';

/**
 * Orders created, shipped and cancelled, and returns received, per hour, drawn by uPlot (a canvas
 * time-series chart of about 20 KB gzipped, made for exactly this: many points, redrawn often). The
 * series differ by dash pattern and point shape as well as colour, the legend names each with its
 * value under the cursor, and the same figures follow as a table for screen readers and keyboards.
 */

const SERIES: { key: keyof Omit<Bucket, 'starts_at'>; label: string; stroke: string; dash?: number[] }[] = [
  { key: 'created', label: 'Created', stroke: '#1f5fbf' },
  { key: 'shipped', label: 'Shipped', stroke: '#1b7a3a', dash: [10, 5] },
  { key: 'cancelled', label: 'Cancelled', stroke: '#b3261e', dash: [2, 4] },
  { key: 'returned', label: 'Returned', stroke: '#7a4bb3', dash: [12, 4, 2, 4] },
];

export function ThroughputChart({ buckets }: { buckets: Bucket[] }) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);

  const data: uPlot.AlignedData = [buckets.map((b) => new Date(b.starts_at).getTime() / 1000), ...SERIES.map((s) => buckets.map((b) => b[s.key]))];

  useEffect(() => {
    const width = () => Math.max(320, (box.current?.clientWidth ?? 640) - 8);
    plot.current = new uPlot(
      {
        width: width(),
        height: 220,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        scales: { y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        axes: [{}, { label: 'orders', values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')) }],
        series: [{ label: 'Hour (UTC)' }, ...SERIES.map((s) => ({ label: s.label, stroke: s.stroke, width: 2, dash: s.dash, points: { show: true, size: 5 } }))],
      },
      data,
      box.current!,
    );
    const resize = () => plot.current?.setSize({ width: width(), height: 220 });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      plot.current?.destroy();
      plot.current = null;
    };
    // The chart is made once; new figures only replace its data (below).
  }, []);

  useEffect(() => {
    plot.current?.setData(data);
  });

  return (
    <>
      <div ref={box} className="chart" role="img" aria-label={`Orders per hour: ${SERIES.map((s) => `${buckets.reduce((n, b) => n + b[s.key], 0)} ${s.label.toLowerCase()}`).join(', ')} in the last 24 hours`} />
      <details>
        <summary>Throughput as a table</summary>
        <table data-table="throughput">
          <thead>
            <tr>
              <th scope="col">Hour (UTC)</th>
              {SERIES.map((s) => (
                <th scope="col" key={s.key}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {buckets.map((b) => (
              <tr key={b.starts_at}>
                <th scope="row">{new Date(b.starts_at).toISOString().slice(11, 16)}</th>
                {SERIES.map((s) => (
                  <td key={s.key} data-col={s.key}>
                    {b[s.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
