import { isIPv4, isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, each without leading zeros. */
function groupsOf(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16).toString(16),
  );
}

/**
 * Whom an address-based limit counts: an IPv4 address as it is, an IPv6 client by its /64,
 * since one home or phone is handed a whole /64 and could step through it to dodge the limit.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address) || address.includes('.')) return address;
  return `${groupsOf(address).slice(0, 4).join(':')}::/64`;
}
