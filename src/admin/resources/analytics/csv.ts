import { stringify } from 'csv-stringify/browser/esm/sync';
import { saveFile } from '../qr/saveFile';

/** Saves a small table (a header row, then the rows) as a CSV file built in the browser. */
export function downloadCsv(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): void {
  const text = stringify([header, ...rows]);
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (Indonesian labels, currency symbols).
  saveFile(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}
