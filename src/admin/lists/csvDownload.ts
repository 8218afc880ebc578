/**
 * Downloads a CSV the server makes (`/exports/….csv`, docs/architecture.md §8: never built in the browser),
 * reporting the rows received, and the fraction done when the server sends the row count ahead (the
 * order history does, the audit log does not). A file the server cuts off ends the stream with an error.
 */
import { ENV } from '../../web/environment';
import { authorization } from '../providers/profileCookie';
import { saveFile } from '../resources/qr/saveFile';

/** The server's refusal, already in the user's language (a range over 6 months). */
export class ExportRefused extends Error {}

/** `/exports/orders.csv` with `params` (objects as JSON), on this environment's API server. */
const exportUrl = (path: string, params: Record<string, unknown>) => {
  const query = Object.entries(params).map(
    ([name, value]) => `${name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
  );
  return `${ENV.graphqlUrl.replace(/\/graphql$/, '')}${path}?${query.join('&')}`;
};

/** Rows received so far, and the fraction of the file when its row count is known. */
export interface DownloadProgress {
  rows: number;
  fraction?: number;
}

export async function downloadCsv(
  path: string,
  params: Record<string, unknown>,
  locale: string,
  fileName: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<void> {
  const response = await fetch(exportUrl(path, params), {
    headers: { Authorization: authorization(), 'Accept-Language': locale },
  });
  if (response.status === 400) {
    const body = (await response.json().catch(() => undefined)) as { errors?: { message?: string }[] } | undefined;
    throw new ExportRefused(body?.errors?.[0]?.message);
  }
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  const counted = response.headers.get('X-Export-Rows');
  const rows = counted === null ? undefined : Number(counted);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) lines += 1;
    onProgress({
      rows: Math.max(lines - 1, 0),
      fraction: rows === undefined ? undefined : Math.min(lines / (rows + 1), 1),
    });
  }
  if (rows !== undefined && lines < rows + 1) throw new Error('the export stopped early');
  saveFile(new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), fileName);
}
