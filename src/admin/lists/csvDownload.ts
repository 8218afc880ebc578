/**
 * Downloads a CSV the server makes (`/exports/….csv`, DESIGN §8: never built in the browser),
 * reporting progress from the row count the server sends ahead.
 */
import { ENV } from '../environment';
import { authorization } from '../providers/profileCookie';
import { saveFile } from '../resources/qr/saveFile';

/** The server's refusal, already in the user's language (a range over 6 months). */
export class ExportRefused extends Error {}

/** `/exports/orders.csv` with `params` (objects as JSON), on this environment's API server. */
const exportUrl = (path: string, params: Record<string, unknown>) => {
  const query = Object.entries(params).map(([name, value]) => `${name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`);
  return `${ENV.graphqlUrl.replace(/\/graphql$/, '')}${path}?${query.join('&')}`;
};

export async function downloadCsv(path: string, params: Record<string, unknown>, locale: string, fileName: string, onProgress: (fraction: number) => void): Promise<void> {
  const response = await fetch(exportUrl(path, params), { headers: { Authorization: authorization(), 'Accept-Language': locale } });
  if (response.status === 400) {
    const body = (await response.json().catch(() => undefined)) as { errors?: { message?: string }[] } | undefined;
    throw new ExportRefused(body?.errors?.[0]?.message);
  }
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  const rows = Number(response.headers.get('X-Export-Rows')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) lines += 1;
    onProgress(rows ? Math.min(lines / (rows + 1), 1) : 0);
  }
  if (rows && lines < rows + 1) throw new Error('the export stopped early');
  saveFile(new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), fileName);
}
