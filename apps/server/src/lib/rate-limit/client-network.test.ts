import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it('counts an IPv4 client by its address, mapped or not', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const one = clientNetwork('2001:db8:85a3:12::1');
    expect(one).toBe('2001:db8:85a3:12::/64');
    expect(clientNetwork('2001:0db8:85a3:0012:ffff:aaaa:bbbb:cccc')).toBe(one);
    expect(clientNetwork('2001:DB8:85A3:12:0:0:0:9%eth0')).toBe(one);
    expect(clientNetwork('2001:db8:85a3:13::1')).not.toBe(one);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });
});
