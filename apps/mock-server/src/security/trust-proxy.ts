import { PRIVATE, addressList, inList } from './addresses';

/** TRUST_PROXY as the configuration holds it: off, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Fastify's trustProxy from TRUST_PROXY, as proxy-addr's rule: walking back from the connection's
 * address, every trusted address is a proxy and the first one that is not is the client.
 * - A hop count n (the demo: 1, its nginx): the n addresses nearest the server, each on loopback or a
 *   private network (PRIVATE). A client that reaches the server from the internet is never taken for
 *   a proxy, so with no proxy in front the X-Forwarded-For it writes itself counts for nothing (issue 26,
 *   finding 12: with a bare hop count, it chose its own rate-limit bucket).
 * - Addresses and CIDR ranges: exactly those proxies, at any hop.
 */
export function trustProxyOption(setting: TrustProxy): false | TrustFunction {
  if (setting === false) return false;
  if (typeof setting === 'number') return (address, hop) => hop < setting && inList(PRIVATE, address);
  const proxies = addressList(setting);
  return (address) => inList(proxies, address);
}
