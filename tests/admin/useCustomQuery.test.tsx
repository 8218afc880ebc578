import { gql } from '@apollo/client';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor } from './i18nFor';
import { LoadError } from '../../src/admin/lists/ListFeedback';
import { useCustomQuery } from '../../src/admin/providers/useCustomQuery';

const GREETING = gql`
  query greeting($name: String!) {
    greeting(name: $name)
  }
`;

/** A promise settled by the test, and the data provider's `query` answering with the next one. */
function answers() {
  const pending: { resolve(value: unknown): void; reject(error: unknown): void }[] = [];
  const query = vi.fn(() => new Promise((resolve, reject) => pending.push({ resolve, reject })));
  return { query, settle: (index: number) => pending[index] };
}

function Greeting({ name }: { name: string }) {
  const { data, error, refetch } = useCustomQuery<{ greeting: string }>('greetings', GREETING, { name });
  if (error) return <LoadError refetch={() => void refetch()} />;
  return <p>{data ? data.greeting : 'waiting'}</p>;
}

function renderWith(query: ReturnType<typeof vi.fn>, ui: React.ReactElement) {
  const dataProvider = { ...testDataProvider(), query };
  const admin = (child: React.ReactElement) => (
    <AdminContext dataProvider={dataProvider} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} i18nProvider={i18nFor('en')} store={memoryStore()}>
      {child}
    </AdminContext>
  );
  const view = render(admin(ui));
  return { rerender: (next: React.ReactElement) => view.rerender(admin(next)) };
}

describe('useCustomQuery (react-query under react-admin)', () => {
  it('keeps the last answer shown while the next variables are read, then shows the new one', async () => {
    const { query, settle } = answers();
    const { rerender } = renderWith(query, <Greeting name="Ani" />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => settle(0).resolve({ greeting: 'Hello Ani' }));
    await screen.findByText('Hello Ani');
    rerender(<Greeting name="Budi" />);
    expect(query).toHaveBeenLastCalledWith('greetings', { query: GREETING, variables: { name: 'Budi' } });
    expect(screen.getByText('Hello Ani')).toBeInTheDocument();
    await act(async () => settle(1).resolve({ greeting: 'Hello Budi' }));
    await screen.findByText('Hello Budi');
  });

  it('reads once for two screens asking the same at once', async () => {
    const { query, settle } = answers();
    renderWith(
      query,
      <>
        <Greeting name="Ani" />
        <Greeting name="Ani" />
      </>,
    );
    await act(async () => settle(0).resolve({ greeting: 'Hello Ani' }));
    expect(await screen.findAllByText('Hello Ani')).toHaveLength(2);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('shows a failure with a button that reads again', async () => {
    // react-admin logs every failed data-provider call in development: that one log, and no other, is expected here.
    const logged: unknown[][] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => void logged.push(args));
    const { query, settle } = answers();
    renderWith(query, <Greeting name="Ani" />);
    await act(async () => settle(0).reject(new Error('offline')));
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    await act(async () => settle(1).resolve({ greeting: 'Hello Ani' }));
    await screen.findByText('Hello Ani');
    expect(query).toHaveBeenCalledTimes(2);
    expect(logged).toEqual([[new Error('offline')]]);
  });
});
