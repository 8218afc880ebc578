/**
 * The repository explains itself: what its code and tests cite opens in the repository. No citation of a
 * document a person who clones it cannot open (the design notes or the specification outside it, an issue
 * tracker's numbers), and every `docs/….md` cited exists.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FILES = execFileSync('git', ['ls-files', 'src', 'tests', 'README.md', 'docs'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|sql|md|html)$/.test(file));

/** Written in parts so that this file does not cite what it looks for. */
const OUTSIDE = new RegExp(['\\bDESIGN §', '\\.\\./shared/', 'product' + '-spec', '\\b[Ii]ssues? #?\\d'].join('|'));

const lines = (pattern: RegExp) =>
  FILES.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`] : [])),
  );

describe('citations', () => {
  it('none points outside the repository', () => {
    expect(lines(OUTSIDE)).toEqual([]);
  });

  it('every docs/ page cited exists', () => {
    const cited = new Set(
      FILES.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\bdocs\/[\w-]+\.md\b/g)].map((match) => match[0]),
      ),
    );
    expect(cited.size).toBeGreaterThan(0);
    expect([...cited].filter((page) => !existsSync(page))).toEqual([]);
  });
});
