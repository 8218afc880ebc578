/**
 * Requests to the media endpoints as the admin app sends them: an upload (POST /media, the image as the body) and a
 * file read back.
 */

export interface Uploaded {
  url: string;
  width: number;
  height: number;
}

export interface ErrorBody {
  errors: { message: string; extensions: Record<string, unknown> }[];
}

export async function postMedia(serverUrl: string, body: BodyInit, headers: Record<string, string> = {}) {
  const response = await fetch(`${serverUrl}/media`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Uploaded & ErrorBody };
}

/** The bytes a server serves at `path` (an uploaded image's URL), with the status. */
export async function getMedia(serverUrl: string, path: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${serverUrl}${path}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}
