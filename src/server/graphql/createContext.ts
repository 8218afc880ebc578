/**
 * The per-request context: the token of the Authorization header is checked and its user loaded
 * (both briefly remembered: see createTokenVerifier and ViewerCache).
 * No token is anonymous; a bad or expired token, one of an ended session (its session version is
 * not the user's), or one whose user is gone or may no longer sign in, ends the session with
 * UNAUTHENTICATED and "context creation" in the message.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { localeFromHeader, type Locale } from '../../domain';
import { createViewerResolver } from '../auth/requestViewer';
import { isViewEnded } from '../viewAs/endedViews';
import { clientAddressResolver } from '../http/clientAddress';
import { sessionEnded, toGraphQLError } from './appError';
import type { RequestContext, Services } from './context';
import { noteViewer } from '../http/requestRecord';

/** HTTPS as the client sees it: the URL's scheme, or the proxy's X-Forwarded-Proto when proxies are trusted. */
const secureOf = (request: Request, proxied: boolean) =>
  new URL(request.url).protocol === 'https:' ||
  (proxied && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https');

/** Settles once the response has gone out (or the client went away); at once without one. */
function answered(res: ServerResponse | undefined): Promise<void> {
  if (!res || res.writableFinished) return Promise.resolve();
  return new Promise((resolve) => {
    res.once('finish', resolve);
    res.once('close', resolve);
  });
}

export function createContextFactory(services: Services) {
  const viewerOf = createViewerResolver(services.config, services.viewers, (digest) =>
    isViewEnded(services.db, digest),
  );
  const { trustProxy } = services.config;
  const clientAddressOf = clientAddressResolver(trustProxy);
  const proxied = typeof trustProxy === 'number' ? trustProxy > 0 : (trustProxy?.length ?? 0) > 0;

  return async ({
    request,
    req,
    res,
  }: {
    request: Request;
    req?: IncomingMessage;
    res?: ServerResponse;
  }): Promise<RequestContext> => {
    const locale: Locale = localeFromHeader(request.headers.get('accept-language'));
    const viewer = await viewerOf(request.headers.get('authorization'));
    noteViewer(req, viewer);
    if (viewer === undefined) throw toGraphQLError(sessionEnded(), locale);
    return {
      ...services,
      locale,
      clientAddress: clientAddressOf(req),
      viewer,
      answered: answered(res),
      cookies: request.headers.get('cookie'),
      setCookie: (cookie) => res?.appendHeader('set-cookie', cookie(secureOf(request, proxied))),
    };
  };
}
