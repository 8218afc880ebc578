/**
 * The JavaScript budgets, read from the build (dist/): the chunks a page needs
 * before it can show anything are the closure of static imports from its entry chunks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS_KB = { login: 110, firstAdminScreen: 400, chunk: 150 } as const;

/** Gzip (level 9) size of a script in KB. */
export const gzipKb = (code: Buffer): number => gzipSync(code, { level: 9 }).length / 1024;

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([\w.-]+\.js)["']/g;

export class Build {
  private readonly assets: string;
  private readonly files: string[];

  constructor(distDir = 'dist') {
    this.assets = join(distDir, 'assets');
    this.files = readdirSync(this.assets).filter((file) => file.endsWith('.js'));
  }

  private code(file: string): Buffer {
    return readFileSync(join(this.assets, file));
  }

  /** The chunk built from the module of that name (`AdminApp` for src/admin/AdminApp.tsx). */
  chunk(name: string): string {
    const found = this.files.filter((file) => file.startsWith(`${name}-`));
    if (found.length !== 1) throw new Error(`expected one chunk named ${name}, found ${found.join(', ') || 'none'}`);
    return found[0];
  }

  /** The entry chunk a page loads (index.html: the admin's; menu.html: the guest's menu). */
  entry(distDir = join(this.assets, '..'), page = 'index.html'): string {
    const html = readFileSync(join(distDir, page), 'utf8');
    const src = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
    if (!src) throw new Error(`${page} loads no module script`);
    return src;
  }

  /** The chunks `roots` need before they run: them and every chunk they import statically. */
  closure(roots: readonly string[]): Set<string> {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const match of this.code(file).toString('utf8').matchAll(STATIC_IMPORT)) visit(match[1]);
    };
    roots.forEach(visit);
    return seen;
  }

  /**
   * What the files weigh gzipped, their chunks' content hashes left out: a chunk names the chunks it imports by
   * hash, so a change in any one of them moved its importers' figures by a few bytes each (±0.05 KB on the first
   * screen from a change to a screen it does not load). The budget weighs code, not names.
   */
  kb(files: Iterable<string>): number {
    let total = 0;
    for (const file of files)
      total += gzipKb(
        Buffer.from(
          this.code(file)
            .toString('utf8')
            .replace(/-[\w-]{8}\.(js|css)\b/g, '.$1'),
        ),
      );
    return total;
  }

  largestChunk(): { file: string; kb: number } {
    return this.files.map((file) => ({ file, kb: gzipKb(this.code(file)) })).reduce((a, b) => (b.kb > a.kb ? b : a));
  }
}

/** /login, and the first admin screen an ADMIN sees (the admin chunk and the restaurant settings form). */
export function budgetFigures(distDir = 'dist') {
  const build = new Build(distDir);
  const entry = build.entry();
  return {
    loginKb: build.kb(build.closure([entry])),
    firstAdminScreenKb: build.kb(
      build.closure([entry, build.chunk('AdminApp'), build.chunk('adminCatalogueEn'), build.chunk('RestaurantEdit')]),
    ),
    largestChunk: build.largestChunk(),
  };
}
