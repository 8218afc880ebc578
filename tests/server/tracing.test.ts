/**
 * Traces (tracing.ts): a server process started with OTEL_EXPORTER_OTLP_ENDPOINT sends its spans by
 * OTLP to a receiver this test runs. A request with a W3C `traceparent` continues that trace: its span
 * is the caller's child and carries the request id the response carried; the GraphQL operation's span
 * and the database statements' spans hang under it, with the statements' text and never their values.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pgliteCopy, type DatabaseCopy } from './support/databaseCopy';
import { redisWanted } from './support/redis';
import { startServerProcess, type ServerProcess } from './support/serverProcess';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number; arrayValue?: unknown } }[];
}

const received: OtlpSpan[] = [];
const contentTypes: string[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    contentTypes.push(String(req.headers['content-type']));
    if (req.url === '/v1/traces') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
      };
      for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) received.push(...scope.spans);
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

let copy: DatabaseCopy;
let server: ServerProcess;
const redis = await redisWanted();
const tracedEnv = () => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  OTEL_SERVICE_NAME: 'restoboard-test',
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  copy = pgliteCopy();
  server = await startServerProcess(copy.settings, tracedEnv());
});

afterAll(async () => {
  await server?.stop();
  await copy?.cleanup();
  receiver.close();
});

const attribute = (span: OtlpSpan | undefined, key: string) => span?.attributes.find((one) => one.key === key)?.value;

it("continues the caller's trace: the request's span, its GraphQL operation and its statements, without their values", async () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const callerSpan = '00f067aa0ba902b7';
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${callerSpan}-01` },
    body: JSON.stringify({
      query: 'query ($slug: String!) { guestMenu(slug: $slug) { name } }',
      variables: { slug: 'warung-nusantara' },
    }),
  });
  expect(response.status).toBe(200);
  const requestId = response.headers.get('x-request-id');
  await server.stop(); // a stop sends the spans still waiting in the batch

  const trace = received.filter((span) => span.traceId === traceId);
  const request = trace.find((span) => span.name === 'POST graphql');
  expect(request?.parentSpanId).toBe(callerSpan);
  expect(attribute(request, 'restoboard.request_id')?.stringValue).toBe(requestId);
  expect(Number(attribute(request, 'http.response.status_code')?.intValue)).toBe(200);
  const operation = trace.find((span) => span.name === 'graphql query guestMenu');
  expect(operation?.parentSpanId).toBe(request?.spanId);
  const statements = trace.filter((span) => span.name.startsWith('db '));
  expect(statements.map((span) => attribute(span, 'db.query.text')?.stringValue)).toContainEqual(
    expect.stringMatching(/from "restaurants" where "restaurants"\."slug" = \$1/),
  );
  expect(JSON.stringify(statements)).not.toContain('warung-nusantara');
  expect(contentTypes).toContain('application/json');
});

it.skipIf(redis.skipReason !== undefined)(
  redis.skipReason
    ? `a sign-in's limit counters in Redis are spans under its request (skipped: ${redis.skipReason})`
    : "a sign-in's limit counters in Redis are spans under its request, naming the counter and never the key",
  async () => {
    const withRedis = await startServerProcess(copy.settings, { ...tracedEnv(), REDIS_URL: redis.url });
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const email = 'nobody-traced@example.com';
    try {
      const response = await fetch(`${withRedis.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-b7ad6b7169203331-01` },
        body: JSON.stringify({
          query: 'mutation ($email: String!) { login(email: $email, password: "wrong password") { jwtToken } }',
          variables: { email },
        }),
      });
      expect(response.status).toBe(200);
    } finally {
      await withRedis.stop();
    }
    const trace = received.filter((span) => span.traceId === traceId);
    const request = trace.find((span) => span.name === 'POST graphql');
    const counters = trace.filter((span) => span.name.startsWith('redis '));
    expect(counters.length).toBeGreaterThan(0);
    expect(counters.every((span) => attribute(span, 'db.system.name')?.stringValue === 'redis')).toBe(true);
    expect(counters.map((span) => attribute(span, 'restoboard.limit_counter')?.stringValue)).toContainEqual(
      expect.any(String),
    );
    expect(trace.some((span) => span.spanId === counters[0].parentSpanId)).toBe(true);
    expect(request).toBeDefined();
    expect(JSON.stringify(counters)).not.toContain(email);
  },
);
