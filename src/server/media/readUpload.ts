/**
 * Reads an upload's body up to a limit. A declared Content-Length over the limit is refused
 * before a byte is read; a body without one is counted as it arrives and refused as soon as it
 * passes the limit, so at most `limit` bytes are ever held.
 */
import type { IncomingMessage } from 'node:http';

export type UploadBody = { kind: 'read'; bytes: Buffer } | { kind: 'tooBig' } | { kind: 'aborted' };

export function declaredTooBig(req: IncomingMessage, limit: number): boolean {
  return Number(req.headers['content-length'] ?? 0) > limit;
}

export function readUpload(req: IncomingMessage, limit: number): Promise<UploadBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        resolve({ kind: 'tooBig' });
      } else chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve({ kind: 'read', bytes: Buffer.concat(chunks) }));
    req.once('error', () => resolve({ kind: 'aborted' }));
    req.once('close', () =>
      resolve(req.complete ? { kind: 'read', bytes: Buffer.concat(chunks) } : { kind: 'aborted' }),
    );
  });
}
