/**
 * The guest page's packages: a sold-out item stays among a group's choices marked as such, and a
 * package the server says is sold out (a required group with nothing left) is marked, in both languages.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuestPackages, type GuestChoice } from '../../src/guest/GuestSections';
import type { GuestPackage } from '../../src/guest/guestMenuQuery';
import { guestText } from '../../src/guest/guestText';

const lunch: GuestPackage = {
  id: 'p1',
  name: 'Paket Makan Siang',
  price: 45000,
  imageUrl: null,
  soldOut: false,
  groups: [
    { name: 'Main', min: 1, max: 1, choiceIds: ['rice', 'noodles'] },
    { name: 'Drink', min: 1, max: 1, choiceIds: ['tea'] },
  ],
};
const menu = { currency: 'Rp.', secondaryLanguage: null };

function renderPackages(choices: Record<string, GuestChoice>, locale: 'en' | 'id' = 'en', soldOut = false) {
  render(
    <GuestPackages
      packages={[{ ...lunch, soldOut }]}
      choices={new Map(Object.entries(choices))}
      text={guestText(locale, menu)}
    />,
  );
  return screen.getByRole('heading', { level: 3, name: 'Paket Makan Siang' }).closest('li') as HTMLElement;
}

describe('guest packages', () => {
  it("lists each group's choices, a sold-out one marked, and the package on sale while every group can be chosen", () => {
    const pkg = renderPackages({
      rice: { name: 'Nasi Goreng', soldOut: true },
      noodles: { name: 'Mie Goreng', soldOut: false },
      tea: { name: 'Es Teh', soldOut: false },
    });
    expect(within(pkg).getByText(/Choose 1: Nasi Goreng \(sold out\), Mie Goreng/)).toBeTruthy();
    expect(within(pkg).queryByText('Sold out', { exact: true })).toBeNull();
  });

  it('marks a sold-out package, in Indonesian too', () => {
    const choices = {
      rice: { name: 'Nasi Goreng', soldOut: false },
      noodles: { name: 'Mie Goreng', soldOut: false },
      tea: { name: 'Es Teh', soldOut: true },
    };
    expect(within(renderPackages(choices, 'en', true)).getByText('Sold out', { exact: true })).toBeTruthy();
    cleanup();
    const pkg = renderPackages(choices, 'id', true);
    expect(within(pkg).getByText('Habis', { exact: true })).toBeTruthy();
    expect(within(pkg).getByText(/Pilih 1: Es Teh \(habis\)/)).toBeTruthy();
  });
});
