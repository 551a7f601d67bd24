import { BlockList, isIP } from 'node:net';

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, how a dual-stack socket reports it) as IPv4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** A list of addresses and CIDR ranges (`192.168.1.0/24`, `::1`); throws on anything else. */
export function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    if (!isIP(address)) throw new Error(`'${entry}' is not an address or a CIDR range`);
    if (prefix === undefined) list.addAddress(address, familyOf(address));
    else if (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 6 ? 128 : 32))
      list.addSubnet(address, Number(prefix), familyOf(address));
    else throw new Error(`'${entry}' is not an address or a CIDR range`);
  }
  return list;
}

/** True when `address` (an IP; anything else is not) is in `list`. */
export function inList(list: BlockList, address: string | undefined): boolean {
  const plain = plainAddress(address ?? '');
  return isIP(plain) !== 0 && list.check(plain, familyOf(plain));
}

/** This machine: 127.0.0.0/8 and ::1. */
export const LOOPBACK = addressList(['127.0.0.0/8', '::1/128']);

/**
 * Addresses no one on the internet has: loopback, the private ranges (RFC 1918), link-local, and IPv6's
 * unique local and link-local ranges. Where a proxy in front of the server lives (docker's networks).
 */
export const PRIVATE = addressList([
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
]);

/** The host names that mean this machine (RFC 6761: localhost and its subdomains). */
export function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name.endsWith('.localhost') || inList(LOOPBACK, name);
}
