/**
 * The client's address, as the limits count it. Behind a reverse proxy every connection comes
 * from the proxy, and X-Forwarded-For names the client; but anybody can send that header, so it
 * is read only as far as TRUST_PROXY allows (proxy-addr, as Express does it): a number of proxy
 * hops in front of the server, or the addresses and networks of the proxies.
 */
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

/** Hops (0: none), or the proxies' addresses and CIDR networks (also `loopback`, `linklocal`, `uniquelocal`). */
export type TrustProxy = number | readonly string[];

/** Throws a TypeError naming the first entry that is not an address or network. */
function trustFunction(trust: TrustProxy | undefined): (address: string, hop: number) => boolean {
  if (trust === undefined) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile([...trust]);
}

/** Why a TRUST_PROXY list is unusable, or undefined when it is fine. */
export function trustProxyProblem(trust: TrustProxy): string | undefined {
  try {
    trustFunction(trust);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The network an address is counted as: an IPv4 address itself (also written IPv4-mapped), an
 * IPv6 address its /64, which one client usually holds whole.
 */
export function clientNetwork(address: string): string {
  if (!net.isIP(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  return `${(ip as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/** The client address of a request under the given trust. */
export function clientAddressResolver(trust: TrustProxy | undefined): (req: IncomingMessage | undefined) => string {
  const trusted = trustFunction(trust);
  return (req) => (req?.socket.remoteAddress ? proxyAddr(req, trusted) : 'unknown');
}

/**
 * Whether the request comes straight from a proxy TRUST_PROXY trusts (whose own headers, such as its x-request-id, are
 * then believed).
 */
export function trustedPeerResolver(trust: TrustProxy | undefined): (req: IncomingMessage) => boolean {
  const trusted = trustFunction(trust);
  return (req) => {
    const address = req.socket.remoteAddress;
    return address !== undefined && trusted(address, 0);
  };
}
