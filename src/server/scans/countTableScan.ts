/**
 * `countTableScan` (public: the guest page, once per browser tab and table): one scan of a table's
 * QR code, kept as its restaurant, table and time only — no person, device or address is stored.
 * Throttled per client network through the shared limit counters; a scan that names no table of a
 * restaurant with its current code (an unknown slug, a table outside 1 … its table count, no code, another table's
 * or an old one, anything malformed) is one and the same refusal, so the answer tells nothing about which
 * restaurants or tables exist. Counted once per visit (tableVisit.ts); the code is never logged or kept with the scan.
 */
import { LIMITS, MAX_TABLES, SLUG_PATTERN } from '../../domain';
import { invalidInput } from '../graphql/appError';
import type { PublicOperation } from '../graphql/operation';
import { throttlePerNetwork } from '../limits/perNetwork';
import { isCodeShaped } from '../tableCodes/tableCode';
import { isSameVisit, visitCookie } from './tableVisit';

export const TABLE_SCAN_SDL = `
extend type Mutation {
  "Counts one scan of a table's QR code with the table's code (public; once per visit): only the restaurant, the table and the time are kept."
  countTableScan(slug: String!, table: Int!, code: String!): Boolean!
}
`;

/**
 * Scans one client network may count per window: a restaurant's guests share its Wi-Fi's one
 * address, so this is far above what a full dining room scans, and bounds what one network can add.
 */
export const TABLE_SCAN_LIMIT = { scans: 600, windowMs: 10 * 60_000 };

const noSuchTable = () => invalidInput({ table: { key: 'validation.invalid', params: { attr: 'Table' } } });

export const countTableScan: PublicOperation = {
  name: 'countTableScan',
  type: 'Mutation',
  access: { kind: 'public' },
  async resolve(args, context) {
    await throttlePerNetwork(
      context.limits,
      context.clientAddress,
      'tableScan',
      TABLE_SCAN_LIMIT.windowMs,
      TABLE_SCAN_LIMIT.scans,
    );
    const slug = String(args.slug);
    const table = Number(args.table);
    const code = args.code;
    if (
      !isCodeShaped(code) ||
      slug.length > LIMITS.slug ||
      !SLUG_PATTERN.test(slug) ||
      !Number.isInteger(table) ||
      table < 1 ||
      table > MAX_TABLES
    )
      throw noSuchTable();
    const visit = { slug, table, code };
    const secret = context.config.jwtSecret;
    if (isSameVisit(secret, context.cookies, visit, context.now())) return true;
    if (!(await context.scans.write({ ...visit, at: context.now() }))) throw noSuchTable();
    context.tableWrites.written('table_scans');
    context.setCookie((secure) => visitCookie(secret, visit, context.now(), secure));
    return true;
  },
};
