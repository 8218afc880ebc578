/**
 * What the QR screen makes (docs/architecture.md §5): one code for the restaurant and one per table (1 …
 * tableCount), each linking to the public menu, and the file names of their downloads.
 */

/** docs/spec.md §9 "export sizes": the pixel sizes a downloaded code can have. */
export const QR_EXPORT_SIZES = [1024, 256, 128] as const;
export type QrExportSize = (typeof QR_EXPORT_SIZES)[number];

/**
 * One code: a table's (`table` 1 … n, with the table's `code`: docs/features.md, "Table codes") or the restaurant's
 * own (`table` null).
 */
export interface QrTarget {
  table: number | null;
  code?: string;
}

const RESTAURANT_TARGET: QrTarget = { table: null };

/**
 * The restaurant's code first, then tables 1 … tableCount (a missing or negative count has none), each with its code
 * from `codes`.
 */
export function qrTargets(tableCount: number | null | undefined, codes: ReadonlyMap<number, string>): QrTarget[] {
  const tables = Math.max(0, Math.floor(tableCount ?? 0));
  return [
    RESTAURANT_TARGET,
    ...Array.from({ length: tables }, (_, index) => ({ table: index + 1, code: codes.get(index + 1) })),
  ];
}

/** `{publicMenuUrl}/{slug}?table={n}&code={code}`; the restaurant's own code carries no table. */
export function qrMenuUrl(publicMenuUrl: string, slug: string, { table, code }: QrTarget): string {
  const menu = `${publicMenuUrl.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;
  if (table === null) return menu;
  return `${menu}?${new URLSearchParams({ table: String(table), ...(code ? { code } : {}) })}`;
}

/**
 * `{slug}-table-{n}-{size}px.png`, or `{slug}-{size}px.png` for the restaurant's own code: downloads at two sizes never
 * share a name.
 */
export function qrFileName(slug: string, { table }: QrTarget, size: QrExportSize): string {
  return table === null ? `${slug}-${size}px.png` : `${slug}-table-${table}-${size}px.png`;
}

/** The ZIP of every code at one size: `{slug}-qr-codes-{size}px.zip`. */
export function qrZipName(slug: string, size: QrExportSize): string {
  return `${slug}-qr-codes-${size}px.zip`;
}
