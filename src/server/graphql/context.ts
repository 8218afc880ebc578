/** What every resolver receives: the services, the request's language, address and viewer. */
import type { Locale } from '../../domain';
import type { LoginLimiter } from '../auth/loginLimiter';
import type { Viewer } from '../auth/viewer';
import type { ViewerCache } from '../auth/viewerCache';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { TableWrites } from '../db/tableWrites';
import type { Logger } from '../log';

/** Built once per server. */
export interface Services {
  db: Database;
  config: Config;
  log: Logger;
  loginLimiter: LoginLimiter;
  /** Every write announces its table here (caches listen). */
  tableWrites: TableWrites;
  /** The signed-in users, by id, briefly cached. */
  viewers: ViewerCache;
  /** The server clock: what is live, sold out or expired is decided by it (tests set it). */
  now(): Date;
}

/** Built per request. */
export interface RequestContext extends Services {
  locale: Locale;
  clientAddress: string;
  /** Null when no token was sent. */
  viewer: Viewer | null;
}
