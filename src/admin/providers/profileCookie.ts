import Cookies from 'js-cookie';
import type { Profile } from '../../domain';

/**
 * What the view-as banner says: whom a super admin views as (a user's name, or none for a role), where, until when
 * (ISO).
 */
export interface ViewAsLabel {
  name: string | null;
  role: string;
  restaurant: string;
  until: string;
  /** The page the view started from, under /admin: where Exit goes back to. */
  returnTo: string;
}

/** The signed-in user as kept in the `restoboard-profile` cookie (docs/spec.md §1, docs/architecture.md §3). */
export interface StoredProfile extends Profile {
  restaurants: { uuid: string }[];
  /** docs/spec.md §7: held as an encoded string or as an object carrying it. */
  jwtToken: string | { token: string };
  /** Set while a super admin views the app as someone (its token is then a view-as token). */
  viewAs?: ViewAsLabel;
  /** While viewing as someone: the super admin's own session, which Exit goes back to (nothing new is signed). */
  own?: StoredProfile;
}

export const PROFILE_COOKIE = 'restoboard-profile';

function toBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

function fromBase64(base64: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isViewAsLabel(value: unknown): value is ViewAsLabel {
  if (!isRecord(value)) return false;
  const { name, role, restaurant, until, returnTo } = value;
  return (
    (name === null || typeof name === 'string') &&
    [role, restaurant, until, returnTo].every((text) => typeof text === 'string')
  );
}

function isStoredProfile(value: unknown): value is StoredProfile {
  if (!isRecord(value)) return false;
  const { role, restoUuid, restaurants, jwtToken, viewAs, own } = value;
  return (
    (viewAs === undefined || isViewAsLabel(viewAs)) &&
    (own === undefined || (viewAs !== undefined && isStoredProfile(own) && own.viewAs === undefined)) &&
    typeof role === 'string' &&
    (restoUuid === undefined || restoUuid === null || typeof restoUuid === 'string') &&
    Array.isArray(restaurants) &&
    restaurants.every((r) => isRecord(r) && typeof r.uuid === 'string') &&
    (typeof jwtToken === 'string' || (isRecord(jwtToken) && typeof jwtToken.token === 'string'))
  );
}

/** Decodes a cookie value; anything unparsable is "signed out" (logged, never thrown). */
export function parseProfile(raw: string | undefined): StoredProfile | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(fromBase64(raw));
    if (isStoredProfile(value)) return value;
    console.warn(`The ${PROFILE_COOKIE} cookie does not hold a profile; treated as signed out.`);
  } catch (error) {
    console.warn(`The ${PROFILE_COOKIE} cookie cannot be parsed; treated as signed out.`, error);
  }
  return null;
}

export function encodeProfile(profile: StoredProfile): string {
  return toBase64(JSON.stringify(profile));
}

/**
 * js-cookie reads a value it cannot decode (`%%%`) as it is, which parseProfile then refuses: signed out, never a blank
 * page.
 */
export function readProfile(): StoredProfile | null {
  return parseProfile(Cookies.get(PROFILE_COOKIE));
}

export function writeProfile(profile: StoredProfile): void {
  Cookies.set(PROFILE_COOKIE, encodeProfile(profile), {
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

export function clearProfile(): void {
  Cookies.remove(PROFILE_COOKIE, { path: '/' });
}

/** The token for the `Authorization: JWT {token}` header; empty when signed out. */
export function tokenOf(profile: StoredProfile | null): string {
  if (!profile) return '';
  return typeof profile.jwtToken === 'string' ? profile.jwtToken : profile.jwtToken.token;
}

/** The signed-in user's `Authorization` header value (`JWT {token}`); empty when signed out. */
export function authorization(): string {
  const token = tokenOf(readProfile());
  return token ? `JWT ${token}` : '';
}
