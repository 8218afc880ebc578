/** Sends a fuzzed call exactly as written (node:http, so headers and bytes are the call's own) and reads the answer. */
import http from 'node:http';
import WebSocket from 'ws';
import { WAIT_BUDGET_MS } from '../../../support/waitBudget';
import type { HttpAnswer, HttpCall, SocketAnswer, SocketCall } from './calls';

/**
 * An answer that takes longer is a failure of its own (a hang; a big cascade on a loaded machine takes seconds): the
 * one wait budget.
 */
const ANSWER_TIMEOUT_MS = WAIT_BUDGET_MS;
/** More of an answer than this is not read (a large export): the verdict needs its start. */
const READ_AT_MOST = 256 * 1024;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export function sendHttp(baseUrl: string, call: HttpCall, authorization: string | undefined): Promise<HttpAnswer> {
  const url = new URL(call.path, baseUrl);
  const headers: Record<string, string> = { ...call.headers };
  if (authorization !== undefined && !('authorization' in headers)) headers.authorization = authorization;
  const chunked = headers['transfer-encoding'] === 'chunked';
  if (call.body !== undefined && !chunked && !('content-length' in headers))
    headers['content-length'] = String(Buffer.byteLength(call.body));
  // A body the server will not read whole leaves the connection unusable for the next call.
  const own =
    'content-length' in call.headers ||
    chunked ||
    (call.body !== undefined && Buffer.byteLength(call.body) > 1024 * 1024);
  if (own) headers.connection = 'close';
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: call.method, headers, agent: own ? false : agent }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= READ_AT_MOST) chunks.push(chunk);
        else response.destroy();
      });
      const done = () =>
        resolve({
          kind: 'http',
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        });
      response.once('end', done);
      response.once('close', done);
    });
    request.setTimeout(ANSWER_TIMEOUT_MS, () => request.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)));
    request.once('error', (error) => reject(error));
    if (call.body === undefined) request.end();
    else if (chunked) {
      const bytes = Buffer.from(call.body);
      for (let at = 0; at < bytes.length; at += 64 * 1024) request.write(bytes.subarray(at, at + 64 * 1024));
      request.end();
    } else request.end(call.body);
  });
}

/**
 * How long a socket is watched after its last frame's echo (a pong), and four times that for an init nobody answers.
 * Not a wait a verdict depends on: a verdict fails only on what did arrive (a server error's close code or text), so a
 * slow machine may see less of an answer, never a failure that is not there.
 */
const SOCKET_SETTLE_MS = 25;

export function sendSocket(baseUrl: string, call: SocketCall, token: string): Promise<SocketAnswer> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/graphql`;
  return new Promise((resolve) => {
    const answer: SocketAnswer = { kind: 'socket', closeCode: 0, closeReason: '', received: [] };
    const socket = new WebSocket(url, call.protocol === undefined ? [] : [call.protocol]);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const timer = setTimeout(() => {
      answer.received.push(`(no close and no pong within ${ANSWER_TIMEOUT_MS} ms)`);
      socket.terminate();
      finish();
    }, ANSWER_TIMEOUT_MS);
    socket.on('unexpected-response', (_request, response) => {
      answer.refusedStatus = response.statusCode;
      response.resume();
      socket.terminate();
      finish();
    });
    socket.on('error', () => undefined); // what matters is how it closes
    let rest = () => {
      rest = () => undefined;
      for (const frame of call.frames)
        socket.send(typeof frame === 'string' ? frame.replaceAll('$TOKEN', token) : frame);
      socket.send(JSON.stringify({ type: 'ping', payload: { fuzz: 'last' } }));
    };
    socket.on('open', () => {
      if (call.init === undefined) return rest();
      socket.send(call.init.replaceAll('$TOKEN', token));
      // An init that is not answered (junk the server drops) leaves the rest to go after a while.
      setTimeout(() => socket.readyState === WebSocket.OPEN && rest(), SOCKET_SETTLE_MS * 4);
    });
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      answer.received.push(text.length > 2000 ? `${text.slice(0, 2000)}…` : text);
      if (text.includes('"connection_ack"')) rest();
      if (text.includes('"fuzz":"last"')) setTimeout(() => socket.close(1000), SOCKET_SETTLE_MS);
    });
    socket.on('close', (code: number, reason: Buffer) => {
      if (!answer.closeCode) {
        answer.closeCode = code;
        answer.closeReason = reason.toString('utf8');
      }
      finish();
    });
  });
}
