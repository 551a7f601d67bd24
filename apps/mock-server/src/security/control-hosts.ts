import type { FastifyRequest } from 'fastify';
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
