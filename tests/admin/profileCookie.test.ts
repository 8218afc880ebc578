import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import {
  clearProfile,
  encodeProfile,
  PROFILE_COOKIE,
  readProfile,
  tokenOf,
  writeProfile,
} from '../../src/admin/providers/profileCookie';
import { ADMIN_A, MULTI_BC } from './fixtures';

describe('the profile cookie (docs/spec.md §1)', () => {
  it('is named restoboard-profile, holds base64 of the JSON profile and reads back', () => {
    writeProfile(ADMIN_A);
    const raw = Cookies.get('restoboard-profile');
    expect(raw).toBeDefined();
    expect(JSON.parse(atob(raw ?? ''))).toEqual(ADMIN_A);
    expect(readProfile()).toEqual(ADMIN_A);
  });

  it('a missing cookie means signed out', () => {
    expect(readProfile()).toBeNull();
  });

  it.each([
    ['malformed base64', '%%%not-base64%%%'],
    ['malformed JSON', btoa('{"role": "ADMIN",')],
    ['JSON that is not a profile', btoa(JSON.stringify({ role: 'ADMIN' }))],
    ['an own session to go back to outside any view', btoa(JSON.stringify({ ...ADMIN_A, own: MULTI_BC }))],
  ])('%s means signed out, logged and never thrown', (_, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Cookies.set(PROFILE_COOKIE, value, { path: '/' });
    expect(() => readProfile()).not.toThrow();
    expect(readProfile()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('a value no decoder can read (a raw "%%%", written by something else) means signed out, not a blank page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.cookie = `${PROFILE_COOKIE}=%%%not-base64; path=/`;
    expect(() => readProfile()).not.toThrow();
    expect(readProfile()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('clearing the profile removes the cookie', () => {
    writeProfile(ADMIN_A);
    clearProfile();
    expect(Cookies.get(PROFILE_COOKIE)).toBeUndefined();
    expect(readProfile()).toBeNull();
  });

  it('the token is read whether it is stored as a string or as an object (docs/spec.md §7)', () => {
    expect(tokenOf(ADMIN_A)).toBe('token-admin');
    expect(tokenOf(MULTI_BC)).toBe('token-multi');
    expect(tokenOf(null)).toBe('');
  });

  it('encodes non-ASCII text safely', () => {
    const profile = { ...ADMIN_A, role: 'ADMIN', restaurants: [{ uuid: 'café' }] };
    Cookies.set(PROFILE_COOKIE, encodeProfile(profile), { path: '/' });
    expect(readProfile()).toEqual(profile);
  });
});
