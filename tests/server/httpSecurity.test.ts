/**
 * What the server tells browsers (§8): CORS only for the configured origins, never
 * with credentials; a strict Content-Security-Policy on the app; nosniff, no referrer, no framing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/server/http/securityHeaders';
import type { RunningServer } from '../../src/server/startServer';
import { pgliteCopies, startOnCopy } from './support/pgliteCopy';

const ALLOWED = 'https://admin.example.test';
const FOREIGN = 'https://evil.example.test';

const copy = pgliteCopies('restoboard-http-');
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-http-dist-'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

function post(server: RunningServer, origin: string): Promise<Response> {
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
}

function preflight(server: RunningServer, origin: string): Promise<Response> {
  return fetch(`${server.url}/graphql`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });
}

describe('CORS', () => {
  let plain: RunningServer;
  let configured: RunningServer;
  beforeAll(async () => {
    [plain, configured] = await Promise.all([startOnCopy(copy), startOnCopy(copy, { corsOrigins: [ALLOWED] })]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), configured?.close()]);
  });

  it('by default no origin is echoed, with or without credentials, in a preflight or an answer', async () => {
    for (const response of [await post(plain, FOREIGN), await preflight(plain, FOREIGN), await post(plain, ALLOWED)]) {
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
    expect((await post(plain, FOREIGN)).status).toBe(200); // answered, but a foreign page cannot read it
  });

  it('an origin of CORS_ORIGINS is allowed, without credentials; any other is not', async () => {
    const allowed = await preflight(configured, ALLOWED);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('authorization, content-type, accept-language');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await post(configured, ALLOWED)).headers.get('access-control-allow-origin')).toBe(ALLOWED);
    for (const response of [await post(configured, FOREIGN), await preflight(configured, FOREIGN)]) {
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('security headers', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startOnCopy(copy, { distDir });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the app is served with a strict Content-Security-Policy: no inline or foreign scripts, no framing', async () => {
    for (const route of ['/', '/login', '/admin/restaurants']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(200);
      const policy = Object.fromEntries(
        (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
          const [name, ...sources] = directive.trim().split(/\s+/);
          return [name, sources.join(' ')];
        }),
      );
      expect(policy).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'connect-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'frame-ancestors': "'none'",
      });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('API answers carry nosniff, no referrer and no framing too', async () => {
    const response = await post(server, FOREIGN);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it("outside local the policy lets the app reach its environment's backends, and nothing else", () => {
    expect(contentSecurityPolicy('staging')).toContain(
      "connect-src 'self' https://api.staging.restoboard.app wss://api.staging.restoboard.app;",
    );
  });
});
