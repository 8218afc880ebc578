import { useBasename } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { landingPath } from '../../domain';
import { useProfile } from '../useProfile';

/** An empty /admin goes to the start page of the admin level (docs/spec.md §2). */
export function StartPage() {
  const profile = useProfile();
  const basename = useBasename();
  return profile ? <Navigate to={`${basename}/${landingPath(profile)}`} replace /> : null;
}
