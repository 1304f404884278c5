import { describe, expect, it } from 'vitest';
import { publicAddressesOnly, publicAndLoopbackForTests } from './address-policy.ts';

const refused = [
  ['loopback', '127.0.0.1'],
  ['loopback, anywhere in 127/8', '127.45.6.7'],
  ['private 10/8', '10.0.0.1'],
  ['private 172.16/12', '172.16.5.4'],
  ['private 172.16/12, top end', '172.31.255.254'],
  ['private 192.168/16', '192.168.1.1'],
  ['carrier-grade NAT 100.64/10', '100.64.0.1'],
  ['link-local, the cloud metadata service', '169.254.169.254'],
  ['multicast', '224.0.0.1'],
  ['broadcast', '255.255.255.255'],
  ['unspecified', '0.0.0.0'],
  ['"this network" 0/8', '0.1.2.3'],
  ['reserved 240/4', '240.0.0.1'],
  ['documentation range', '192.0.2.10'],
  ['IPv6 loopback', '::1'],
  ['IPv6 loopback in brackets', '[::1]'],
  ['IPv6 unspecified', '::'],
  ['unique-local fc00::/7', 'fc00::1'],
  ['unique-local fd00::/8', 'fd12:3456::1'],
  ['link-local fe80::/10', 'fe80::1'],
  ['IPv6 multicast', 'ff02::1'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ['IPv4-mapped loopback in hex', '::ffff:7f00:1'],
  ['IPv4-mapped private', '::ffff:10.0.0.1'],
  ['IPv4-mapped metadata service', '::ffff:169.254.169.254'],
  ['IPv4-compatible loopback', '::7f00:1'],
  ['6to4 of loopback', '2002:7f00:1::1'],
  ['6to4 of a private address', '2002:c0a8:101::1'],
  ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['NAT64 of loopback', '64:ff9b::7f00:1'],
  ['site-local (deprecated)', 'fec0::1'],
  ['not an address', 'example.com'],
  ['a decimal integer is not a resolved address', '2130706433'],
] as const;

describe('the address policy', () => {
  it.each(refused)('refuses %s (%s)', (_, address) => {
    expect(publicAddressesOnly(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])(
    'allows the public address %s',
    (address) => {
      expect(publicAddressesOnly(address)).toBe(true);
    },
  );

  it('lets tests reach loopback, and nothing else that is private', () => {
    expect(publicAndLoopbackForTests('127.0.0.1')).toBe(true);
    expect(publicAndLoopbackForTests('::1')).toBe(true);
    expect(publicAndLoopbackForTests('8.8.8.8')).toBe(true);
    for (const address of ['10.0.0.1', '192.168.1.1', '169.254.169.254', 'fc00::1', '0.0.0.0'])
      expect(publicAndLoopbackForTests(address)).toBe(false);
  });
});
