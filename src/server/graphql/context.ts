/** What every resolver receives: the services, the request's language, address and viewer. */
import type { Locale } from '../../domain';
import type { LoginLimiter } from '../auth/loginLimiter';
import type { CounterStore } from '../limits/counters';
import type { BackgroundTasks } from '../backgroundTasks';
import type { Viewer } from '../auth/viewer';
import type { ViewerCache } from '../auth/viewerCache';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ReadDatabase } from '../db/readDatabase';
import type { TableWrites } from '../db/tableWrites';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';
import type { Metrics } from '../metrics/metrics';
import type { PushNotifier } from '../push/pushNotifier';
import type { OrderEvents } from '../realtime/orderEvents';
import type { ScanWriter } from '../scans/scanWriter';

/** Built once per server. */
export interface Services {
  db: Database;
  /**
   * Where the reads that may be a little behind go (a resource's `replicaReads`): the replica when DATABASE_REPLICA_URL
   * is set and it is well, else the primary (src/server/db/readDatabase.ts). Absent: `db`.
   */
  reads?: ReadDatabase;
  config: Config;
  log: Logger;
  loginLimiter: LoginLimiter;
  /** The brakes on mail requested by anonymous visitors (password reset, a new verification link). */
  mailLimiter: LoginLimiter;
  /** Where every limit counts (memory, or PostgreSQL or Redis shared by every process). */
  limits: CounterStore;
  mailer: Mailer;
  /** Work started by a request that its answer does not wait for. */
  background: BackgroundTasks;
  /** Where people open the app, for links in mails: APP_URL, else this server's own address. */
  appUrl(): string;
  /** Every write announces its table here (caches listen). */
  tableWrites: TableWrites;
  /** The signed-in users, by id, briefly cached. */
  viewers: ViewerCache;
  /** The server clock: what is live, sold out or expired is decided by it (tests set it). */
  now(): Date;
  /** Placed and changed orders, to live order histories (every process, on PostgreSQL). */
  orderEvents: OrderEvents;
  /** Web Push of new orders to the browsers that asked for it. */
  push: PushNotifier;
  /** QR code scans, written in batches as they arrive. */
  scans: ScanWriter;
  /** What the server counts for Prometheus; undefined with METRICS_PORT=off. */
  metrics?: Metrics;
}

/** Built per request. */
export interface RequestContext extends Services {
  locale: Locale;
  clientAddress: string;
  /** Null when no token was sent. */
  viewer: Viewer | null;
  /** Settles once the answer has been sent: work whose time must not show in it starts after. */
  answered: Promise<void>;
  /** The request's Cookie header (none: null). */
  cookies: string | null;
  /** Adds a Set-Cookie header to the answer; `secure` says whether the request came over HTTPS. */
  setCookie(cookie: (secure: boolean) => string): void;
}
