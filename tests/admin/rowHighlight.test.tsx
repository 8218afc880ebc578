import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { HIGHLIGHT_MS, markNew, useNewRowSx } from '../../src/admin/lists/rowHighlight';

/** A list of one row, marked as its `rowSx` says. */
function Row({ id }: { id: string }) {
  const rowSx = useNewRowSx('rows');
  return <p>{Object.keys(rowSx({ id }) as object).length > 0 ? `${id} is new` : `${id} is old`}</p>;
}

afterEach(() => vi.useRealTimers());

it('a row made while its list was still loading is marked for the whole while once the list shows it', async () => {
  vi.useFakeTimers();
  markNew('rows', 'slow');
  act(() => vi.advanceTimersByTime(HIGHLIGHT_MS * 2)); // the list takes longer than the mark lasts to load
  render(<Row id="slow" />);
  expect(screen.getByText('slow is new')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 1));
  expect(screen.getByText('slow is new')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByText('slow is old')).toBeInTheDocument();
});
