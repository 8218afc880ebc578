import { gql } from '@apollo/client';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nFor } from './i18nFor';
import { LoadError } from '../../src/admin/lists/ListFeedback';
import { useCustomMutation } from '../../src/admin/providers/useCustomMutation';
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

const RENAME = gql`
  mutation rename($name: String!) {
    rename(name: $name)
  }
`;

/** A write on the same resource as Greeting's read, run by a button. */
function Rename() {
  const { run } = useCustomMutation<unknown>('greetings');
  return <button onClick={() => void run({ query: RENAME, variables: { name: 'Budi' } })}>Rename</button>;
}

function renderWith(query: ReturnType<typeof vi.fn>, ui: React.ReactElement, custom = vi.fn()) {
  const dataProvider = { ...testDataProvider(), query, custom };
  const admin = (child: React.ReactElement) => (
    <AdminContext
      dataProvider={dataProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      i18nProvider={i18nFor('en')}
      store={memoryStore()}
    >
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

  it('reads again what a write on its resource may have changed, however fresh the answer (an impact preview after a duplication)', async () => {
    const { query, settle } = answers();
    const custom = vi.fn(() => Promise.resolve({ rename: true }));
    renderWith(
      query,
      <>
        <Greeting name="Ani" />
        <Rename />
      </>,
      custom,
    );
    await act(async () => settle(0).resolve({ greeting: 'Hello Ani' }));
    await screen.findByText('Hello Ani');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(custom).toHaveBeenCalledWith('greetings', { query: RENAME, variables: { name: 'Budi' } });
    await act(async () => settle(1).resolve({ greeting: 'Hello again' }));
    await screen.findByText('Hello again');
    expect(query).toHaveBeenCalledTimes(2);
  });
});
