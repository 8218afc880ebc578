import { unzipSync } from 'fflate';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, environment } from '../../src/domain';
import { i18nFor } from './i18nFor';
import { qrCodes, qrTitle, type QrRestaurant } from '../../src/admin/resources/qr/qrCodes';
import { qrPng } from '../../src/admin/resources/qr/qrPng';
import { QR_EXPORT_SIZES, qrFileName, qrMenuUrl, qrTargets, qrZipName } from '../../src/admin/resources/qr/qrTargets';
import { qrZip } from '../../src/admin/resources/qr/qrZip';

const MENU = 'https://menu.restoboard.app';
/** A table's code as the database writes them: 32 hexadecimal digits. */
const CODE = '3f2a9c0d5be14e7f8a6b1c2d3e4f5a6b';
const warung: QrRestaurant = {
  id: 'r1',
  name: 'Warung Nusantara',
  slug: 'warung-nusantara',
  qrName: 'Warung',
  tableCount: 3,
};

function decode(bytes: Uint8Array) {
  const png = PNG.sync.read(Buffer.from(bytes));
  const text = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
  return { width: png.width, height: png.height, text };
}

describe('what each code links to (docs/architecture.md §5)', () => {
  it("a table code is {publicMenuUrl}/{slug}?table={n}&code={the table's code}", () => {
    expect(qrMenuUrl(MENU, 'warung-nusantara', { table: 2, code: CODE })).toBe(
      `https://menu.restoboard.app/warung-nusantara?table=2&code=${CODE}`,
    );
  });

  it("the restaurant's own code carries no table", () => {
    expect(qrMenuUrl(MENU, 'warung-nusantara', { table: null })).toBe('https://menu.restoboard.app/warung-nusantara');
  });

  it('a trailing slash on the menu site does not double', () => {
    expect(qrMenuUrl('http://127.0.0.1:4000/menu/', 'kopi-kita', { table: 7 })).toBe(
      'http://127.0.0.1:4000/menu/kopi-kita?table=7',
    );
  });

  it("locally a code leads to this app's own guest page; where an environment names another ordering site, there", () => {
    const target = (name: (typeof ENVIRONMENTS)[number]) =>
      qrMenuUrl(environment(name, 'http://localhost:4000').publicMenuUrl, 'kopi-kita', { table: 3 });
    expect(target('local')).toBe('http://localhost:4000/menu/kopi-kita?table=3'); // this app's own guest page (menu.html)
    expect(target('development')).toBe('https://menu.dev.restoboard.app/kopi-kita?table=3');
    expect(target('staging')).toBe('https://menu.staging.restoboard.app/kopi-kita?table=3');
    expect(target('production')).toBe('https://menu.restoboard.app/kopi-kita?table=3');
  });

  it('one code for the restaurant, then one per table 1 … tableCount with its code; none for tables while there are none', () => {
    const codes = new Map([
      [1, 'a1'],
      [2, 'b2'],
      [3, 'c3'],
    ]);
    expect(qrTargets(3, codes)).toEqual([
      { table: null },
      { table: 1, code: 'a1' },
      { table: 2, code: 'b2' },
      { table: 3, code: 'c3' },
    ]);
    expect(qrTargets(0, codes)).toEqual([{ table: null }]);
    expect(qrTargets(null, codes)).toEqual([{ table: null }]);
    expect(qrTargets(500, new Map())).toHaveLength(501);
  });
});

describe('file names', () => {
  it('{slug}-table-{n}-{size}px.png for a table, {slug}-{size}px.png for the restaurant, and a ZIP named by slug and size', () => {
    expect(qrFileName('warung-nusantara', { table: 12 }, 256)).toBe('warung-nusantara-table-12-256px.png');
    expect(qrFileName('warung-nusantara', { table: 12 }, 1024)).toBe('warung-nusantara-table-12-1024px.png');
    expect(qrFileName('warung-nusantara', { table: null }, 128)).toBe('warung-nusantara-128px.png');
    expect(qrZipName('warung-nusantara', 256)).toBe('warung-nusantara-qr-codes-256px.zip');
  });
});

describe('labels', () => {
  it('every code is titled with the QR name, else the restaurant name', () => {
    expect(qrTitle(warung)).toBe('Warung');
    expect(qrTitle({ ...warung, qrName: '  ' })).toBe('Warung Nusantara');
    expect(qrTitle({ ...warung, qrName: null })).toBe('Warung Nusantara');
  });

  it('codes are labelled "Restaurant" and "Table {n}" in English and "Restoran" and "Meja {n}" in Indonesian', () => {
    const labels = (locale: 'en' | 'id') =>
      qrCodes(warung, new Map(), MENU, i18nFor(locale).translate).map((code) => code.label);
    expect(labels('en')).toEqual(['Restaurant', 'Table 1', 'Table 2', 'Table 3']);
    expect(labels('id')).toEqual(['Restoran', 'Meja 1', 'Meja 2', 'Meja 3']);
  });
});

describe('PNG downloads (docs/spec.md §9 export sizes)', () => {
  it.each(QR_EXPORT_SIZES)('a %i px download is exactly that square and decodes to its link', (size) => {
    const url = 'http://127.0.0.1:4000/menu/warung-nusantara?table=2';
    expect(decode(qrPng(url, size))).toEqual({ width: size, height: size, text: url });
  });

  it('the longest link (a 60-character slug, table 500 and its code) still decodes at 128 px', () => {
    const url = `${MENU}/${'a'.repeat(60)}?table=500&code=${CODE}`;
    expect(decode(qrPng(url, 128)).text).toBe(url);
  });

  it('the ZIP holds one PNG per code at the chosen size, under its file name', async () => {
    const codes = qrCodes(warung, new Map([[3, CODE]]), MENU, i18nFor('en').translate);
    const progress: number[] = [];
    const zip = await qrZip(
      codes.map((code) => ({ name: qrFileName(warung.slug, code.target, 256), text: code.url })),
      256,
      (done) => progress.push(done),
    );
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual([
      'warung-nusantara-256px.png',
      'warung-nusantara-table-1-256px.png',
      'warung-nusantara-table-2-256px.png',
      'warung-nusantara-table-3-256px.png',
    ]);
    expect(decode(files['warung-nusantara-table-3-256px.png'])).toEqual({
      width: 256,
      height: 256,
      text: `${MENU}/warung-nusantara?table=3&code=${CODE}`,
    });
    expect(progress.at(-1)).toBe(4);
  });
});
