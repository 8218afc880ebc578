/**
 * `tsx tests/bench/cpuProfileTop.ts FILE.cpuprofile [N] [NAME,NAME…]`: the N (default 30)
 * functions with the most self time in a V8 CPU profile, the self time by package (or project
 * folder), and the total time (with what they call, synchronously) of the functions NAMEd, so that
 * a profile of `npm run bench:load -- --cpu-prof DIR` can be read without a browser.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * `node_modules/@scope/name` or `node_modules/name`, else the project path's first two folders, else V8's own
 * (`(garbage collector)`…).
 */
function owner(url: string, functionName: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const own = /\/(src|tests)\/(.+)\/[^/]+$/.exec(url);
  if (own) return `${own[1]}/${own[2]}`;
  return url.startsWith('node:') ? url : url || functionName;
}

const [file, top = '30', names = ''] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

const sum = (key: (node: ProfileNode) => string) => {
  const sums = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const k = key(byId.get(id) as ProfileNode);
    sums.set(k, (sums.get(k) ?? 0) + us);
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
};
const line = ([name, us]: [string, number]) =>
  `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`;

console.log(`${(total / 1e6).toFixed(1)} s sampled`);
console.log('Top self time by function:');
sum(
  ({ callFrame: { functionName, url, lineNumber } }) =>
    `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(src|tests)\//, '$1/')}:${lineNumber + 1}`,
)
  .slice(0, Number(top))
  .forEach((entry) => console.log(line(entry)));
console.log('Self time by package or folder:');
sum(({ callFrame: { functionName, url } }) => owner(url, functionName))
  .slice(0, 25)
  .forEach((entry) => console.log(line(entry)));

const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const wanted = new Set(names.split(',').filter(Boolean));
if (wanted.size) console.log('Total time of:');
for (const name of wanted) {
  let us = 0;
  for (const [id, self] of selfUs) {
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      if ((byId.get(at) as ProfileNode).callFrame.functionName === name) {
        us += self;
        break;
      }
    }
  }
  console.log(line([name, us]));
}
