/** One measured figure of `npm run bench:orders`, printed as it is taken and again beside the other sizes'. */
import { loadAverage, percentile, verdict } from '../figures';

export interface Figure {
  name: string;
  value: string;
  /** The target as written in the issue, and whether the value meets it; none for a figure that is only reported. */
  target?: string;
  met?: boolean;
  load: string;
}

export function figure(name: string, value: string, target?: { text: string; met: boolean }): Figure {
  const taken = { name, value, target: target?.text, met: target?.met, load: loadAverage() };
  const judged = target ? ` (target ${target.text}: ${verdict(target.met)})` : '';
  console.log(`  ${name}: ${value}${judged} [load ${taken.load}]`);
  return taken;
}

/** p50 and p95 of timings in ms, judged by the p95 against a target in ms. */
export const timings = (name: string, times: number[], targetMs: number): Figure => {
  const p95 = percentile(times, 95);
  return figure(name, `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`, {
    text: `p95 < ${targetMs} ms`,
    met: p95 < targetMs,
  });
};

/** The figures of each size side by side, one row per figure. */
export function sideBySide(sizes: number[], bySize: Figure[][]): void {
  console.log(`\nSide by side (${sizes.map((n) => n.toLocaleString('en')).join(' | ')} orders):`);
  bySize[0].forEach((first, row) => {
    const values = bySize.map((figures) => {
      const taken = figures[row];
      return taken ? `${taken.value}${taken.met === false ? ' (MISSES)' : ''}` : '–';
    });
    console.log(`- ${first.name}${first.target ? ` [target ${first.target}]` : ''}: ${values.join(' | ')}`);
  });
}
