/**
 * Where Web Push may send: the browsers' own push services, by host name. A subscription names its
 * endpoint, and every new order makes the server call it, so an endpoint anywhere else would let a
 * client aim the server at any address (an internal one included). Never an address literal or
 * localhost, whatever the list says; an entry `*.example.com` takes the names below example.com.
 */
import net from 'node:net';

/** Chrome and Opera (FCM), Firefox (autopush), Edge (WNS), Safari (Apple). */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
];

const HOST_NAME = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Why a PUSH_SERVICE_HOSTS entry cannot be used, or undefined. */
export function pushServiceHostProblem(entry: string): string | undefined {
  return HOST_NAME.test(entry) ? undefined : `"${entry}" is not a host name (or *.domain)`;
}

/** Whether `endpoint` is an https address on one of `hosts`. */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (
    url.protocol !== 'https:' ||
    url.username ||
    url.password ||
    net.isIP(host.replace(/^\[|\]$/g, '')) ||
    host === 'localhost' ||
    host.endsWith('.localhost')
  )
    return false;
  return hosts.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
}
