import dns from 'node:dns';
import net from 'node:net';

/**
 * Addresses a tenant's webhook must not reach unless the operator allows it
 * (NOTIFY_ALLOW_PRIVATE): our own host, the private networks behind it, link-local (where the
 * clouds' metadata services live: 169.254.169.254, Alibaba's 100.100.100.200 in 100.64/10,
 * AWS's fd00:ec2::254), and addresses that are not unicast.
 */
const blocked = new net.BlockList();
for (const [a, p] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(a, p, 'ipv4');
for (const [a, p] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(a, p, 'ipv6');

/** Whether an address (v4, v6, or v4 mapped into v6) is one a webhook may not reach. */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

export class TargetRefused extends Error {
  constructor(readonly host: string) {
    super(`target ${host} resolves to a private, loopback or link-local address`);
    this.name = 'TargetRefused';
  }
}

const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

/** Resolves a target's host and refuses it if any of its addresses is blocked. */
export async function checkTarget(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = hostOf(url);
  const addresses = net.isIP(host)
    ? [host]
    : (await dns.promises.lookup(host, { all: true })).map((a) => a.address);
  if (addresses.some(isBlockedAddress)) throw new TargetRefused(host);
}

/**
 * A `lookup` for http.request that refuses blocked addresses at connect time, so a name that
 * resolved to a public address when saved cannot be re-pointed at our network later.
 */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as unknown as dns.LookupAddress[];
      const bad = !allowPrivate && list.some((a) => isBlockedAddress(a.address));
      if (bad) return callback(new TargetRefused(hostname), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
