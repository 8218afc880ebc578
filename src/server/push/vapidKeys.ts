/**
 * The VAPID keys that sign Web Push requests (the browser checks them against the public key it
 * subscribed with): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else, for the embedded database only,
 * a pair generated once into DATA_DIR like the local JWT secret. Several processes on PostgreSQL
 * must share one pair: without it they send no push at all.
 */
import webpush from 'web-push';
import { keptInDataDir } from '../keptInDataDir';

export const VAPID_KEYS_FILE = 'vapid-keys.json';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const decodedLength = (key: string) => (/^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, 'base64url').length : 0);

/** What is wrong with the configured keys and subject, if anything (checked at start-up, before any push). */
export function vapidProblems(settings: {
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  vapidSubject?: string;
}): string[] {
  const problems: string[] = [];
  const { vapidPublicKey, vapidPrivateKey, vapidSubject } = settings;
  if ((vapidPublicKey === undefined) !== (vapidPrivateKey === undefined))
    problems.push(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both (npx web-push generate-vapid-keys) or neither.',
    );
  if (vapidPublicKey !== undefined && decodedLength(vapidPublicKey) !== 65)
    problems.push(
      'VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in URL-safe base64 (npx web-push generate-vapid-keys).',
    );
  if (vapidPrivateKey !== undefined && decodedLength(vapidPrivateKey) !== 32)
    problems.push(
      'VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in URL-safe base64 (npx web-push generate-vapid-keys).',
    );
  if (vapidSubject !== undefined && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(vapidSubject))
    problems.push(
      'VAPID_SUBJECT must be a mailto: or https: address where push services can reach you (mailto:ops@example.com).',
    );
  return problems;
}

/** The address of MAIL_FROM (`Name <a@b>` or `a@b`) as a mailto: subject. */
const mailSubject = (mailFrom: string) => `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom}`;

/** The settings the keys come from (config.ts reads them from the environment). */
export interface VapidSettings {
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  vapidSubject?: string;
  mailFrom: string;
  databaseUrl?: string;
  dataDir: string;
}

export function vapidKeys(config: VapidSettings): VapidKeys | undefined {
  const subject = config.vapidSubject ?? mailSubject(config.mailFrom);
  if (config.vapidPublicKey && config.vapidPrivateKey)
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  if (config.databaseUrl) return undefined;
  const kept = JSON.parse(
    keptInDataDir(config.dataDir, VAPID_KEYS_FILE, () => JSON.stringify(webpush.generateVAPIDKeys())),
  ) as Omit<VapidKeys, 'subject'>;
  return { ...kept, subject };
}
