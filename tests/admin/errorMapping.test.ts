import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toUserError } from '../../src/admin/providers/errorMapping';
import { i18nFor } from './i18nFor';

const { translate } = i18nFor('en');
const graphQLFailure = (...graphQLErrors: object[]) => new HttpError('GraphQL error', 200, { graphQLErrors });

describe('error mapping (docs/architecture.md §3)', () => {
  it('puts field errors on their fields, translated, with "There are some errors in your fields."', () => {
    const error = toUserError(
      graphQLFailure({
        message: 'Invalid input',
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: { name: 'validation.required', slug: 'validation.maxLength' },
          fieldErrorParams: { slug: { count: 60 } },
        },
      }),
      'update',
      'restaurants',
      translate,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'There are some errors in your fields.',
      body: { errors: { name: 'Must not be empty', slug: 'Maximum characters are 60' } },
    });
  });

  it('speaks the current language', () => {
    const id = i18nFor('id');
    const error = toUserError(
      graphQLFailure({
        message: 'x',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: 'validation.required' } },
      }),
      'create',
      'restaurants',
      id.translate,
    );
    expect(error).toMatchObject({
      message: 'Ada kesalahan pada isian Anda.',
      body: { errors: { name: 'Tidak boleh kosong' } },
    });
  });

  it('an input error without fields says "Error, please check your inputs."', () => {
    const error = toUserError(
      graphQLFailure({ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }),
      'create',
      'restaurants',
      translate,
    );
    expect(error).toMatchObject({ message: 'Error, please check your inputs.' });
  });

  it('a conflict on a restaurant name says "Company already exist"', () => {
    const error = toUserError(
      graphQLFailure({ message: 'x', extensions: { code: 'CONFLICT', field: 'name' } }),
      'create',
      'restaurants',
      translate,
    );
    expect(error).toMatchObject({
      message: 'Company already exist',
      body: { errors: { name: 'Company already exist' } },
    }); // on its field too
  });

  it('a conflict lands on its field as well, so the form shows it beside the input', () => {
    const error = toUserError(
      graphQLFailure({ message: 'x', extensions: { code: 'CONFLICT', field: 'name' } }),
      'create',
      'tags',
      translate,
    );
    expect(error).toMatchObject({
      status: 409,
      message: 'Name already exists. Please use another.',
      body: { errors: { name: 'Name already exists. Please use another.' } },
    });
  });

  it('deleting a row still in use says so, naming the resource in the current language', () => {
    const inUse = graphQLFailure({ message: 'x', extensions: { code: 'CONFLICT', messageKey: 'errors.inUse' } });
    expect(toUserError(inUse, 'delete', 'resto_categories', translate)).toMatchObject({
      message: 'Restaurant category is still in use and cannot be deleted.',
    });
    expect(toUserError(inUse, 'delete', 'resto_categories', i18nFor('id').translate)).toMatchObject({
      message: 'Kategori restoran masih digunakan dan tidak dapat dihapus.',
    });
  });

  it('other conflicts name what exists; emails say "Email has already registered"', () => {
    const slug = toUserError(
      graphQLFailure({ message: 'x', extensions: { code: 'CONFLICT', field: 'slug' } }),
      'update',
      'restaurants',
      translate,
    );
    expect(slug).toMatchObject({
      message: 'Slug already exists. Please use another.',
      body: { errors: { slug: 'Slug already exists. Please use another.' } },
    });
    const email = toUserError(
      graphQLFailure({ message: 'x', extensions: { code: 'CONFLICT', field: 'email' } }),
      'create',
      'users',
      translate,
    );
    expect(email).toMatchObject({ message: 'Email has already registered' });
  });

  it.each([
    ['create', 'Failed to create Restaurant'],
    ['update', 'Failed to update Restaurant'],
    ['delete', 'Failed to delete data. Please try again.'],
    ['getList', 'Failed to load data. Please try again.'],
    ['getOne', 'Failed to load data. Please try again.'],
  ] as const)('a failed %s says "%s"', (method, message) => {
    const error = toUserError(
      graphQLFailure({ message: 'Restaurant not found.', extensions: { code: 'NOT_FOUND' } }),
      method,
      'restaurants',
      translate,
    );
    expect(error).toMatchObject({ message });
  });

  it('a failed publish says "Failed to publish {obj}. Please try again." whatever stopped it, in the current language', () => {
    const expired = graphQLFailure({
      message: 'x',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { expireAt: 'validation.expiredPost' } },
    });
    expect(toUserError(expired, 'update', 'feeds', translate, 'errors.failedPublish')).toMatchObject({
      message: 'Failed to publish Feed. Please try again.',
    });
    const network = new HttpError('Failed to fetch', 0);
    expect(toUserError(network, 'update', 'promos', i18nFor('id').translate, 'errors.failedPublish')).toMatchObject({
      message: 'Gagal memublikasikan Promo. Silakan coba lagi.',
    });
  });

  it('anything else says "Something went wrong, try again later!"', () => {
    expect(toUserError(new HttpError('Failed to fetch', 0), 'getList', 'restaurants', translate)).toMatchObject({
      message: 'Something went wrong, try again later!',
    });
    expect(
      toUserError(
        graphQLFailure({ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
        'update',
        'restaurants',
        translate,
      ),
    ).toMatchObject({ message: 'Something went wrong, try again later!' });
  });

  it('an ended session passes through untouched for checkError', () => {
    const ended = graphQLFailure({
      message: 'Session ended (context creation failed).',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(toUserError(ended, 'getList', 'restaurants', translate)).toBe(ended);
  });
});
