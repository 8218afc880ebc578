import { generatePath } from 'react-router-dom';
import type { Identifier } from 'react-admin';

/** The user screens' spec paths (relative to /admin); links and redirects use them too. */
export const USER_PATHS = {
  list: 'users',
  create: 'user_new',
  edit: 'user_edit/:user_uid',
} as const;

export const userEditPath = (id: Identifier) => generatePath(USER_PATHS.edit, { user_uid: String(id) });
