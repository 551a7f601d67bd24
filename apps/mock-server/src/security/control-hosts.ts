import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';
import { LOOPBACK, addressList, inList, isLoopbackName, plainAddress } from './addresses';

/**
 * Who may use the control API (mock mode; issue 26, findings 2 and 10): a caller on this machine, or
 * at an address CONTROL_HOSTS lists, and a request addressed to this machine by name (localhost, a
 * loopback address) or to a host CONTROL_HOSTS lists. The first keeps the network out: mock mode is
 * the developer's, and its control API mints credits. The second stops DNS rebinding: a page of
 * rebind.attacker.example whose name now points at 127.0.0.1 is same-origin with itself, and its
 * requests carry `Host: rebind.attacker.example`.
 * Returns why a request is refused, or undefined.
 */
export function controlHostsGuard({ names, addresses }: { names: string[]; addresses: string[] }) {
  const listed = addressList(addresses);
  return (request: FastifyRequest): string | undefined => {
    // The connection's own address: a header could name anyone.
    const caller = plainAddress(request.socket.remoteAddress ?? '');
    if (!inList(LOOPBACK, caller) && !inList(listed, caller)) {
      return `The control API answers only this machine and CONTROL_HOSTS, not ${caller}.`;
    }
    const host = hostnameOf(request.headers.host);
    if (host === undefined || !(isLoopbackName(host) || names.includes(host) || inList(listed, host))) {
      return `The control API answers only requests to localhost and CONTROL_HOSTS, not to ${String(request.headers.host).slice(0, 100)}.`;
    }
    return undefined;
  };
}

function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return undefined;
  }
}

/**
 * Which requests a server answering mock or recorded data (mock mode, a replay) takes at all (issue
 * 41, finding 3): those addressed (the `Host` header) to this machine by name, to an IP address, or to
 * a host CONTROL_HOSTS names. A DNS-rebinding page (rebind.attacker.example, now pointing at 127.0.0.1)
 * sends its own name, and read the recorded access_token of a replay from jt/gen. An address is taken
 * whatever it is, as Vite's dev server does: a page can be served from an address only by that address,
 * so it is this server's own origin (a phone on the LAN opens http://192.168.1.10:8080).
 * Returns why a request is refused, or undefined.
 */
export function servedHostsGuard(names: readonly string[]) {
  return (request: FastifyRequest): string | undefined => {
    const host = hostnameOf(request.headers.host);
    if (host !== undefined && (isLoopbackName(host) || isIP(host) !== 0 || names.includes(host))) {
      return undefined;
    }
    return `This server answers requests to localhost, an IP address or a host CONTROL_HOSTS names (it serves mock or recorded data: a DNS-rebinding page must not read it), not to ${String(request.headers.host).slice(0, 100)}.`;
  };
}
