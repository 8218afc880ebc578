/**
 * A push service stand-in (what FCM or Mozilla's autopush are to a browser): an HTTPS server on
 * 127.0.0.1 with a self-signed certificate for `push.test`, a host name the test server takes as a
 * push service (PUSH_SERVICE_HOSTS) and reaches through `pushAgent`, which finds that name at
 * 127.0.0.1 and trusts that certificate. It keeps every request and answers 201, or the status a
 * test gives a path; `decrypt` opens a payload (RFC 8291 aes128gcm) with the browser keys a test
 * subscribed with.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import dns from 'node:dns';
import https from 'node:https';
import type { PeerCertificate } from 'node:tls';
import type { AddressInfo } from 'node:net';

/** Self-signed for 127.0.0.1, valid for a century: a test fixture, never a secret. */
const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg3XQ1IA1NohGVs9lU
Olyr0IAAKBqV0yzySSFW9ksMfZqhRANCAAQa3OSgCZJ24NS3zzSWOpre+PaasAfK
VFhVUmbXlm/cbEKj7o/kROm7RGds/n3qlpBN9X/lo0FmTZyhR6g1h9h2
-----END PRIVATE KEY-----`;
const CERT = `-----BEGIN CERTIFICATE-----
MIIBnDCCAUGgAwIBAgIUfNdrj1pAZRtQQcJD8+0sGev1UocwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJcHVzaC50ZXN0MCAXDTI2MTEyMzE1MzgyOVoYDzIxMjYxMDMw
MTUzODI5WjAUMRIwEAYDVQQDDAlwdXNoLnRlc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQa3OSgCZJ24NS3zzSWOpre+PaasAfKVFhVUmbXlm/cbEKj7o/kROm7
RGds/n3qlpBN9X/lo0FmTZyhR6g1h9h2o28wbTAdBgNVHQ4EFgQU4yi+ti7Cq9DU
LhpbuBft1tci7hUwHwYDVR0jBBgwFoAU4yi+ti7Cq9DULhpbuBft1tci7hUwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDSQAwRgIhAN+8Wz2BYMjDBmy/Y8eyZ66k77fPjnUZpIjDZqv/owQFAiEA
+wNn9iVdHU0q0O39NSbyrXPt9c9FUNHGxqng0Ov5D/U=
-----END CERTIFICATE-----`;

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of a subscription: its key pair and auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
  p256dh: string;
  authText: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authText: auth.toString('base64url') };
}

/** The plaintext of an aes128gcm push message sent to `keys` (RFC 8291, one record). */
export function decrypt(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverKey = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8'); // the last record ends with 0x02, then padding
}

/** The stand-in's host name: what test servers are given as their one push service. */
export const PUSH_TEST_HOST = 'push.test';

/**
 * The agent that finds `push.test` at 127.0.0.1 and trusts the stand-in's certificate (its name is in the subject
 * only).
 */
export const pushAgent = new https.Agent({
  ca: CERT,
  lookup: (_host, options, callback) => dns.lookup('127.0.0.1', options, callback),
  checkServerIdentity: (host: string, cert: PeerCertificate) =>
    host === PUSH_TEST_HOST && cert.subject.CN === PUSH_TEST_HOST
      ? undefined
      : new Error(`not ${PUSH_TEST_HOST}: ${host}`),
});

export async function startFakePushService() {
  const requests: PushRequest[] = [];
  const statuses = new Map<string, number>();
  let delayMs = 0;
  let inFlight = 0;
  let mostAtOnce = 0;
  /** Requests held until this many are held at once (then each is answered `delayMs` later, as any after them). */
  let holdUntil = 0;
  let held: (() => void)[] = [];
  const server = https.createServer({ key: KEY, cert: CERT }, (req, res) => {
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const answer = () =>
        setTimeout(() => {
          inFlight -= 1;
          res.writeHead(statuses.get(path) ?? 201).end();
        }, delayMs);
      if (inFlight < holdUntil) return held.push(answer);
      holdUntil = 0;
      for (const waiting of held.splice(0)) waiting();
      answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    endpoint: (path: string) => `https://${PUSH_TEST_HOST}:${port}${path}`,
    answer: (path: string, status: number) => statuses.set(path, status),
    /** Answers every request `ms` late, and counts anew how many it holds at once. */
    delay: (ms: number) => {
      delayMs = ms;
      mostAtOnce = 0;
      holdUntil = 0;
      for (const waiting of held.splice(0)) waiting();
    },
    /**
     * Holds the requests until `count` are held at once (however slowly they come), then answers them as delay() says:
     * a test of how many go out together sees them together, on a loaded machine too.
     */
    holdUntilAtOnce: (count: number) => {
      holdUntil = count;
      held = [];
    },
    /** The most requests held at once since the last delay(). */
    mostAtOnce: () => mostAtOnce,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
