// Fetching a build hosted elsewhere without becoming a scanner of the server's own network: only hosts
// listed in RELEASE_HOSTS, only public addresses after DNS resolution (checked on the address the request
// connects to, so a name that resolves again to an internal address is refused too), no redirects, a size
// and time limit, and a refusal that never repeats what the host answered.
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { releaseMessages } from '@site/shared/release-messages';

export interface HostedFetchPolicy {
  /** RELEASE_HOSTS: the host names a manifest may come from (none by default). */
  hosts: readonly string[];
  /** Tests only (their hosted builds are on 127.0.0.1); the environment never sets it. */
  privateAddressesAllowed?: boolean;
}

export class HostedFetchRefused extends Error {
  constructor(
    message: string,
    /** For the server's log only: what happened, which the refusal does not repeat. */
    readonly detail: string,
  ) {
    super(message);
    this.name = 'HostedFetchRefused';
  }
}

const TIMEOUT_MS = 5_000;
const MAX_BYTES = 5 * 1024 * 1024;

/** Loopback, private, link-local, shared, multicast and reserved ranges (RFC 6890), IPv4 and IPv6. */
const internal = new BlockList();
for (const [network, prefix] of [
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
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is not on the public internet (an IPv4-mapped IPv6 address is judged as its IPv4 one). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return internal.check(mapped, 'ipv4');
  return internal.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** The text at `url`, or HostedFetchRefused with a Bulgarian message that names no answer of the host. */
export async function fetchHostedText(url: string, policy: HostedFetchPolicy): Promise<string> {
  const target = URL.canParse(url) ? new URL(url) : null;
  if (!target || (target.protocol !== 'https:' && target.protocol !== 'http:'))
    throw new HostedFetchRefused(releaseMessages.hostedUnreachable, 'not an http(s) URL');
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!policy.hosts.includes(host)) throw new HostedFetchRefused(releaseMessages.hostNotAllowed(host), 'host not in RELEASE_HOSTS');
  if (!policy.privateAddressesAllowed && isIP(host) && isInternalAddress(host)) {
    throw new HostedFetchRefused(releaseMessages.hostInternal, `internal address ${host}`);
  }
  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = policy.privateAddressesAllowed ? undefined : addresses.find((entry) => isInternalAddress(entry.address));
      if (refused) return callback(new HostedFetchRefused(releaseMessages.hostInternal, `${hostname} resolves to ${refused.address}`), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return first ? callback(null, first.address, first.family) : callback(new Error(`${hostname} has no address`), []);
    });
  };
  return new Promise<string>((resolve, reject) => {
    const client = target.protocol === 'https:' ? https : http;
    const request = client.get(target, { lookup, timeout: TIMEOUT_MS }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new HostedFetchRefused(releaseMessages.hostedUnreachable, `answered ${response.statusCode}`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BYTES) request.destroy(new HostedFetchRefused(releaseMessages.hostedUnreachable, 'answer over 5 MB'));
        else chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new HostedFetchRefused(releaseMessages.hostedUnreachable, 'timed out')));
    request.on('error', (error) =>
      reject(error instanceof HostedFetchRefused ? error : new HostedFetchRefused(releaseMessages.hostedUnreachable, error.message)),
    );
  });
}
