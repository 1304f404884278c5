import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses the platform may connect to when it fetches a URL someone gave it. Only plain public
 * unicast addresses: anything else could reach the platform itself, its network or a cloud metadata service.
 */
export type AddressPolicy = (address: string) => boolean;

/**
 * True for a public unicast address. `ipaddr.process` turns IPv4-mapped IPv6 (::ffff:127.0.0.1) into the
 * IPv4 it carries, so the IPv4 rules apply to it; every other special range (loopback, private 10/8,
 * 172.16/12, 192.168/16, CGNAT 100.64/10, link-local 169.254/16 with the metadata service, multicast,
 * broadcast, unspecified, reserved, unique-local fc00::/7, link-local fe80::/10, 6to4, Teredo, NAT64 …)
 * is a range other than 'unicast' and is refused.
 */
export const publicAddressesOnly: AddressPolicy = (address) => {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare) || net.isIP(bare) === 0) return false;
  const parsed = ipaddr.process(bare);
  if (parsed.range() !== 'unicast') return false;
  // IPv4-compatible IPv6 (::a.b.c.d, deprecated) carries an IPv4 address that ipaddr calls unicast.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0))
    return false;
  return true;
};

/** For tests only: public addresses and loopback, so local fake servers can stand in for the web. */
export const publicAndLoopbackForTests: AddressPolicy = (address) => {
  const bare = address.replace(/^\[|\]$/g, '');
  if (publicAddressesOnly(bare)) return true;
  return ipaddr.isValid(bare) && net.isIP(bare) !== 0 && ipaddr.process(bare).range() === 'loopback';
};
