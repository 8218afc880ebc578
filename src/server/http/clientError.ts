/**
 * A request Node's HTTP parser refuses before the server sees it (a head over 16 KB, such as a URL
 * of a hundred kilobytes; a malformed request line) is answered 431 or 400, then what the client
 * still sends is dropped for a moment before the connection closes (dropRestThenClose): destroyed
 * at once, as Node 24 does, the client still sending sees a reset instead of the answer.
 */
import type { Duplex } from 'node:stream';
import { dropRestThenClose } from './jsonError';

/** The parser goes on refusing each chunk the client sends: one answer per connection. */
const answered = new WeakSet<Duplex>();

export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (answered.has(socket)) return;
  answered.add(socket);
  if (!socket.writable) return void socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  dropRestThenClose(socket, socket);
}
