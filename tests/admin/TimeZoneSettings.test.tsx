/**
 * The Hours tab of a restaurant's settings: its time zone, picked from a searchable list naming each
 * zone's offset now, and its business day's cut-off, labelled and refused in the admin's language.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  SaveButton,
  SimpleForm,
  Toolbar,
  memoryStore,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { WAIT_FOR } from '../support/waitBudget';
import { i18nFor } from './i18nFor';
import HoursFields from '../../src/admin/resources/restaurants/settings/HoursFields';
import { timeZoneChoices } from '../../src/admin/resources/restaurants/settings/TimeZoneInput';

function renderHours(record: Record<string, unknown>, locale: 'en' | 'id' = 'en') {
  const onSubmit = vi.fn();
  render(
    <AdminContext i18nProvider={i18nFor(locale)} store={memoryStore()}>
      <ResourceContextProvider value="restaurants">
        <RecordContextProvider value={record}>
          <SimpleForm
            record={record}
            onSubmit={onSubmit}
            toolbar={
              <Toolbar>
                <SaveButton alwaysEnable />
              </Toolbar>
            }
          >
            <HoursFields />
          </SimpleForm>
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return onSubmit;
}

const WARUNG = { id: 'r1', timeZone: 'Asia/Jakarta', dayCutoff: '00:00', openingHours: [], services: [] };

describe("the time zone and the business day's cut-off", () => {
  it('names every zone with its offset at the moment, and keeps a zone this browser knows by another name', () => {
    const july = new Date('2026-07-01T00:00:00Z');
    const choices = timeZoneChoices(july, 'Asia/Kolkata');
    expect(choices).toContainEqual({ id: 'Asia/Jakarta', name: 'Asia/Jakarta (UTC+07:00)' });
    expect(choices).toContainEqual({ id: 'Australia/Adelaide', name: 'Australia/Adelaide (UTC+09:30)' });
    expect(choices).toContainEqual({ id: 'America/New_York', name: 'America/New_York (UTC-04:00)' });
    expect(choices).toContainEqual({ id: 'Asia/Kolkata', name: 'Asia/Kolkata (UTC+05:30)' });
    expect(timeZoneChoices(new Date('2026-01-01T00:00:00Z'))).toContainEqual({
      id: 'Australia/Sydney',
      name: 'Australia/Sydney (UTC+11:00)',
    });
  });

  it("shows the restaurant's zone, finds another by typing part of its name, and saves it with the cut-off", async () => {
    const onSubmit = renderHours(WARUNG);
    const picker = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(picker).toHaveValue('Asia/Jakarta (UTC+07:00)');
    await userEvent.clear(picker);
    await userEvent.type(picker, 'Singap');
    await userEvent.click(await screen.findByRole('option', { name: 'Asia/Singapore (UTC+08:00)' }));
    const cutoff = screen.getByLabelText('Business day cut-off');
    await userEvent.clear(cutoff);
    await userEvent.type(cutoff, '04:00');
    expect(screen.getByText('Earlier orders count in the day before (a late bar: 04:00)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled(), WAIT_FOR);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ timeZone: 'Asia/Singapore', dayCutoff: '04:00' });
  });

  it.each<['en' | 'id', string, string]>([
    ['en', 'Its hours and days are read here', 'Its hours and days are read here; empty: its country’s'],
    ['id', 'Jam dan hari restoran dibaca di sini', 'Jam dan hari restoran dibaca di sini; kosong: zona negaranya'],
  ])(
    "(%s) says an empty zone takes the country's only on a new restaurant: a stored one's is required",
    async (locale, onEdit, onCreate) => {
      renderHours(WARUNG, locale);
      expect(await screen.findByText(onEdit)).toBeInTheDocument();
      expect(screen.queryByText(onCreate)).not.toBeInTheDocument();
      cleanup();
      renderHours({ dayCutoff: '00:00', openingHours: [], services: [] }, locale);
      expect(await screen.findByText(onCreate)).toBeInTheDocument();
    },
  );

  it('is labelled in Indonesian, and a zone no browser knows is refused there, naming the field', async () => {
    const onSubmit = renderHours({ ...WARUNG, timeZone: 'Mars/Olympus_Mons' }, 'id');
    expect(await screen.findByRole('combobox', { name: 'Zona waktu' })).toBeInTheDocument();
    expect(screen.getByLabelText('Batas hari usaha')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Zona waktu bukan salah satu nilai yang diizinkan')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
