import dns, { type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
export type Network = [Address, number];

/**
 * Cloud metadata services (AWS/GCP/Azure/OpenStack 169.254.169.254, AWS's IPv6 fd00:ec2::254,
 * Alibaba 100.100.100.200, Azure's host agent 168.63.129.16): refused even inside an allowed
 * network, since none of them is ever a webhook receiver and all of them hand out credentials.
 */
const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200', '168.63.129.16']);
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data']);

/** How a refusal names a range: the classes the operator can look up and allow. */
const RANGE_NAMES: Record<string, string> = {
  loopback: 'loopback',
  private: 'private',
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  unspecified: 'unspecified',
  carrierGradeNat: 'shared (carrier-grade NAT)',
  multicast: 'multicast',
  broadcast: 'broadcast',
};

/** A bad WEBHOOK_ALLOW_NETWORKS entry stops start-up with the setting named, like every other setting. */
export function parseNetworks(name: string, raw: string | undefined): Network[] {
  if (!raw?.trim()) return [];
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    try {
      return ipaddr.parseCIDR(entry);
    } catch {
      throw new Error(`${name} must be a comma-separated list of CIDR ranges such as 127.0.0.0/8, got "${entry}"`);
    }
  });
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
const parse = (address: string): Address => ipaddr.process(address);

export class DestinationRefused extends Error {
  readonly code = 'EDESTINATION';
}

/**
 * Where webhooks (and shop sync) may be posted: public unicast addresses, plus the networks the
 * operator allows (WEBHOOK_ALLOW_NETWORKS). Checked when an endpoint is saved and again on every
 * connection a delivery opens (through `lookup`), since a name may resolve elsewhere by then.
 */
export class Destinations {
  constructor(private readonly allowed: Network[] = []) {}

  /** Why an address may not be posted to, or null when it may. */
  refusal(address: string): string | null {
    let ip: Address;
    try {
      ip = parse(address);
    } catch {
      return `resolves to an address that cannot be read (${address})`;
    }
    const shown = ip.toString();
    if (METADATA.has(shown)) return `resolves to a cloud metadata address (${shown})`;
    if (this.allowed.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits))) return null;
    const range = ip.range();
    if (range === 'unicast') return null;
    const named = RANGE_NAMES[range] ?? `reserved (${range})`;
    return `resolves to a ${named} address (${shown}); only public addresses are allowed unless WEBHOOK_ALLOW_NETWORKS names the range`;
  }

  /**
   * Why a URL's host may not receive webhooks, or null. A name that does not resolve now is let
   * through: it cannot be posted to either, and each delivery checks again.
   */
  async check(url: URL, timeoutMs = 2_000): Promise<string | null> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (METADATA_NAMES.has(host.toLowerCase().replace(/\.$/, ''))) return `names a cloud metadata host (${host})`;
    if (isIP(host)) return this.refusal(host);
    const addresses = await Promise.race([
      dns.promises.lookup(host, { all: true, verbatim: true }).catch(() => []),
      new Promise<LookupAddress[]>((resolve) => setTimeout(() => resolve([]), timeoutMs).unref()),
    ]);
    for (const { address } of addresses) {
      const refused = this.refusal(address);
      if (refused) return refused;
    }
    return null;
  }

  /**
   * net.connect's `lookup`: resolves as usual, and fails the connection when any address the name
   * has is refused, so the address connected to is the address checked (no DNS rebinding between
   * a check and the connection). Literal IP hosts skip lookup: post() checks those first.
   */
  readonly lookup = (hostname: string, options: dns.LookupOptions, callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void): void => {
    if (METADATA_NAMES.has(hostname.toLowerCase().replace(/\.$/, ''))) return callback(new DestinationRefused(`names a cloud metadata host (${hostname})`), []);
    dns.lookup(hostname, { ...options, all: true } as LookupAllOptions, (err, addresses) => {
      if (err) return callback(err, []);
      for (const { address } of addresses) {
        const refused = this.refusal(address);
        if (refused) return callback(new DestinationRefused(refused), []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
