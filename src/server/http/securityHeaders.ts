/**
 * Headers that tell the browser what the app may do. Every response: no content-type sniffing,
 * no referrer (links carry reset and verification codes), never inside a frame. The app's pages
 * (everything but /graphql, whose GraphiQL page in local loads its own scripts) also get a strict
 * Content-Security-Policy: scripts only from this origin, nothing inline, no plugins; it talks to
 * this origin and to the backends of the server's APP_ENV. Styles allow 'unsafe-inline', for styles
 * only: MUI's emotion writes <style> elements at run time (and index.html has one).
 */
import { environment, type EnvironmentName } from '../../domain';

export type Headers = Readonly<Record<string, string>>;

export const EVERY_RESPONSE_HEADERS: Headers = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

/** The origins (http and ws) of an environment's backends; none for local, which is this origin. */
function backendOrigins(appEnv: EnvironmentName): string[] {
  if (appEnv === 'local') return [];
  const { graphqlUrl, realtimeUrl, analyticsUrl } = environment(appEnv, '');
  return [...new Set([graphqlUrl, realtimeUrl, analyticsUrl].map((url) => new URL(url).origin))];
}

export function contentSecurityPolicy(appEnv: EnvironmentName): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...backendOrigins(appEnv)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function appHeaders(appEnv: EnvironmentName): Headers {
  return { ...EVERY_RESPONSE_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(appEnv) };
}
