/** Signing out while viewing as someone ends the view, then the super admin's own session, with its own token. */
import type { ApolloClient } from '@apollo/client';
import { getOperationAST, type DocumentNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { readProfile, writeProfile, type StoredProfile } from '../../src/admin/providers/profileCookie';
import { serverLogout } from '../../src/admin/providers/serverLogout';
import { ADMIN_A, SUPERADMIN } from './fixtures';

/** A client recording each mutation's name and the token the cookie held when it was sent. */
function recordingClient() {
  const sent: { operation: string | undefined; token: string | undefined }[] = [];
  const client = {
    mutate: vi.fn(({ mutation }: { mutation: DocumentNode }) => {
      const token = readProfile()?.jwtToken;
      sent.push({
        operation: getOperationAST(mutation)?.name?.value,
        token: typeof token === 'string' ? token : undefined,
      });
      return Promise.resolve({ data: {} });
    }),
    clearStore: vi.fn(() => Promise.resolve([])),
  };
  return { client: client as unknown as ApolloClient<unknown>, sent };
}

describe('signing out', () => {
  it('while viewing as someone: the view ends with its token, then the own session signs out with its own', async () => {
    const viewing: StoredProfile = {
      ...ADMIN_A,
      jwtToken: 'token-view-as',
      viewAs: {
        name: null,
        role: 'ADMIN',
        restaurant: 'Warung Nusantara',
        until: '2026-11-29T12:00:00.000Z',
        returnTo: '',
      },
      own: SUPERADMIN,
    };
    writeProfile(viewing);
    const { client, sent } = recordingClient();
    await serverLogout(client)();
    expect(sent).toEqual([
      { operation: 'endViewAs', token: 'token-view-as' },
      { operation: 'logout', token: 'token-super' },
    ]);
  });

  it('in its own session: only the sign-out', async () => {
    writeProfile(SUPERADMIN);
    const { client, sent } = recordingClient();
    await serverLogout(client)();
    expect(sent).toEqual([{ operation: 'logout', token: 'token-super' }]);
  });
});
