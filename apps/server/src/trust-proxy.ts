import { isIP } from 'node:net';

/**
 * TRUST_PROXY (CONTRACTS.md section 11): a hop count (`1` = one proxy in front; `true` means one hop) or
 * a comma-separated list of proxy addresses and CIDRs. The client's address is then the first untrusted
 * one from the right of X-Forwarded-For, never the leftmost, which the client writes itself. Given to
 * Fastify as its `trustProxy` (a list as comma-separated text, a hop count as a function of the hop),
 * whose proxy-addr walks the header from the right.
 */
export type TrustProxy = false | string | ((address: string, hop: number) => boolean);

/** Trusts the `hops` addresses nearest the server: the socket's (hop 0) and those the proxies appended. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

const CIDR = /^(.+)\/(\d{1,3})$/;

function isProxyAddress(entry: string): boolean {
  const cidr = CIDR.exec(entry);
  if (!cidr) return isIP(entry) !== 0;
  const version = isIP(cidr[1]!);
  const bits = Number(cidr[2]);
  return version !== 0 && bits <= (version === 4 ? 32 : 128);
}

/** The setting as Fastify takes it, or the reason it is not one. */
export function readTrustProxy(text: string | undefined): TrustProxy | { problem: string } {
  const value = text?.trim().toLowerCase() ?? 'false';
  if (value === 'false' || value === '0' || value === '') return false;
  if (value === 'true') return trustHops(1);
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 20) return { problem: 'a hop count must be at most 20' };
    return hops === 0 ? false : trustHops(hops);
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0)
    return {
      problem: `must be true, false, a hop count or a list of proxy addresses/CIDRs (not ${wrong.join(', ')})`,
    };
  return entries.join(',');
}
