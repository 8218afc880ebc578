import { useState } from 'react';
import { readProfile, type StoredProfile } from './providers/profileCookie';

/** The signed-in profile from the cookie, read once per mounted component. */
export function useProfile(): StoredProfile | null {
  const [profile] = useState(readProfile);
  return profile;
}
