import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicI18nProvider } from '../../src/admin/i18n/PublicI18n';
import LoginPage from '../../src/admin/pages/LoginPage';
import { readProfile, writeProfile } from '../../src/admin/providers/profileCookie';
import { appStore, STORE_KEYS } from '../../src/admin/store';
import { ADMIN_A, RESTO_A } from './fixtures';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderLogin() {
  return render(
    <PublicI18nProvider>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </PublicI18nProvider>,
  );
}

const answer = (body: object) => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body)));

async function signIn(email = 'admin@restoboard.test') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'Demo#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => appStore.removeItem(STORE_KEYS.locale));

describe('the login page', () => {
  it('stores the profile cookie and lands where the admin level says (docs/spec.md §2)', async () => {
    const fetch = answer({
      data: {
        login: { jwtToken: 'jwt', profile: { role: 'ADMIN', restoUuid: RESTO_A, restaurants: [{ uuid: RESTO_A }] } },
      },
    });
    renderLogin();
    await signIn();
    expect(await screen.findByText(`at /admin/restaurant_edit/${RESTO_A}`)).toBeInTheDocument();
    expect(readProfile()).toEqual({
      role: 'ADMIN',
      restoUuid: RESTO_A,
      restaurants: [{ uuid: RESTO_A }],
      jwtToken: 'jwt',
    });
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      operationName: 'login',
      variables: { email: 'admin@restoboard.test' },
    });
  });

  it("shows the server's message when sign-in is refused", async () => {
    answer({
      errors: [
        {
          message: 'Authentication failed. Ensure that email and password are correct.',
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    });
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication failed. Ensure that email and password are correct.',
    );
    expect(readProfile()).toBeNull();
  });

  it('a network failure says "Something went wrong, try again later!"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again later!');
  });

  it('switches to Indonesian, asks the server in Indonesian and remembers it', async () => {
    const fetch = answer({ errors: [{ message: 'Autentikasi gagal.' }] });
    renderLogin();
    await userEvent.selectOptions(screen.getByRole('combobox'), 'id');
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(appStore.getItem(STORE_KEYS.locale)).toBe('id');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.test');
    await userEvent.type(screen.getByLabelText('Kata sandi'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await screen.findByRole('alert');
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('id');
  });

  it('a signed-in user goes on to /admin', async () => {
    writeProfile(ADMIN_A);
    renderLogin();
    expect(await screen.findByText('at /admin')).toBeInTheDocument();
  });

  it('an unverified user is told to verify first and can ask for a new link from there', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    fetch.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          errors: [
            {
              message: 'Please verify your email address first, through the link we sent you.',
              extensions: { code: 'FORBIDDEN', messageKey: 'errors.verifyFirst' },
            },
          ],
        }),
      ),
    );
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ data: { requestVerificationLink: true } })));
    renderLogin();
    await signIn('new-admin@restoboard.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your email address first');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new verification link' }));
    expect(
      await screen.findByText('If this address still needs verifying, a new link is on its way. It works for 7 days.'),
    ).toBeInTheDocument();
    const [, init] = fetch.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      operationName: 'requestVerificationLink',
      variables: { email: 'new-admin@restoboard.test' },
    });
    expect(readProfile()).toBeNull();
  });
});
