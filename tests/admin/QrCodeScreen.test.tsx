import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor } from './i18nFor';
import type { QrRestaurant } from '../../src/admin/resources/qr/qrCodes';
import QrCodeScreen from '../../src/admin/resources/qr/QrCodeScreen';
import { RESTO_A } from './fixtures';

const warung: QrRestaurant = {
  id: RESTO_A,
  name: 'Warung Nusantara',
  slug: 'warung-nusantara',
  qrName: null,
  tableCount: 0,
};

/** The restaurant as the data provider answers it. */
const answering = (data: Partial<QrRestaurant>) => vi.fn(() => Promise.resolve({ data: { ...warung, ...data } }));
/** Each table's code as the server answers `tableCodes` (docs/features.md, "Table codes"). */
const codeOf = (table: number) => `c0de${String(table).padStart(28, '0')}`;
const tableCodes = () =>
  Promise.resolve({ tableCodes: Array.from({ length: 30 }, (_, i) => ({ table: i + 1, code: codeOf(i + 1) })) });

function renderScreen(getOne: ReturnType<typeof answering> | ReturnType<typeof vi.fn>, locale: 'en' | 'id' = 'en') {
  return render(
    <MemoryRouter initialEntries={[`/admin/qr/${RESTO_A}`]}>
      <AdminContext
        dataProvider={testDataProvider({ getOne: getOne as unknown as DataProvider['getOne'], query: tableCodes })}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        i18nProvider={i18nFor(locale)}
        store={memoryStore()}
        basename="/admin"
      >
        <Routes>
          <Route path="/admin/qr/:restoUuid" element={<QrCodeScreen />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const cards = () => within(screen.getByRole('list', { name: 'QR codes' })).getAllByRole('listitem');

describe('the QR code screen', () => {
  it("reads the restaurant of the path; with no tables it shows only the restaurant's code and a hint to its settings", async () => {
    const getOne = answering({});
    renderScreen(getOne);
    expect(await screen.findByRole('heading', { name: 'QR codes of Warung Nusantara' })).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('restaurants', expect.objectContaining({ id: RESTO_A }));
    expect(cards()).toHaveLength(1);
    expect(
      screen.getByRole('img', { name: `QR code for Restaurant: ${window.location.origin}/menu/warung-nusantara` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the restaurant settings' })).toHaveAttribute(
      'href',
      `/admin/restaurant_edit/${RESTO_A}`,
    );
  });

  it('many tables are shown a page at a time, every page reachable', async () => {
    renderScreen(answering({ qrName: 'Warung', tableCount: 30 }));
    expect(await screen.findByText('31 codes')).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    expect(screen.queryByRole('link', { name: 'Open the restaurant settings' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Table 24',
      'Table 25',
      'Table 26',
      'Table 27',
      'Table 28',
      'Table 29',
      'Table 30',
    ]);
  });

  it('the chosen export size is what each download button offers', async () => {
    renderScreen(answering({ tableCount: 2 }));
    await screen.findByRole('button', { name: 'Download PNG: Table 2, 1024 px' });
    await userEvent.click(screen.getByRole('radio', { name: '128 px' }));
    expect(screen.getByRole('button', { name: 'Download PNG: Table 2, 128 px' })).toBeInTheDocument();
  });

  it("each table's code links its guest page with the table's code", async () => {
    renderScreen(answering({ tableCount: 2 }));
    expect(
      await screen.findByRole('img', {
        name: `QR code for Table 2: ${window.location.origin}/menu/warung-nusantara?table=2&code=${codeOf(2)}`,
      }),
    ).toBeInTheDocument();
  });

  it('a failed read says so and can be retried', async () => {
    // react-admin's data provider hook logs a failed call in development.
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    const getOne = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ data: { ...warung, tableCount: 1 } });
    renderScreen(getOne);
    expect(await screen.findByText('Failed to load data. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 codes')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(new Error('offline'));
  });

  it('speaks Indonesian', async () => {
    renderScreen(answering({ qrName: 'Warung', tableCount: 1 }), 'id');
    expect(await screen.findByRole('heading', { name: 'Kode QR Warung' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meja 1' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Ukuran ekspor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh semua (ZIP)' })).toBeInTheDocument();
  });
});
