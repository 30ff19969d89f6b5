/**
 * Which remote repositories git may be pointed at, and where exactly (docs/decisions/repo-insight.md,
 * "Fetching"). A code link is attacker-chosen: it is parsed once here, its host resolved once,
 * every address checked, and the remote handed to git pinned to the address that was checked, so
 * a second lookup (DNS rebinding) cannot send git elsewhere.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { GitFetchError } from './git-errors.js';

export type RemoteProtocol = 'https' | 'http' | 'git' | 'file';

/** A remote git may fetch from: its URL and the `-c` settings that pin it. */
export interface PinnedRemote {
  protocol: RemoteProtocol;
  /** What git is given: the link with its host spelled canonically, or (git://) the address. */
  url: string;
  /** `-c` settings that go with every command on this remote (curl's resolve entry). */
  config: string[];
  /** The address checked and connected to; null for file://. */
  address: string | null;
}

export interface RemoteRules {
  /** file://, plain http and loopback or private addresses (tests, demos, self-hosted git). */
  allowLocal: boolean;
  /** Resolves a name to its addresses (tests resolve names their own way). */
  lookup?: (host: string) => Promise<string[]>;
}

const DEFAULT_PORTS: Record<Exclude<RemoteProtocol, 'file'>, number> = {
  https: 443,
  http: 80,
  git: 9418,
};
const MAX_LINK_LENGTH = 2000;

const refused = (sentence: string) => new GitFetchError('refused', sentence);

async function systemLookup(host: string): Promise<string[]> {
  const found = await dnsLookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

/**
 * Whether an address is on the public internet: only `unicast` in ipaddr.js's ranges (IPv4 and
 * IPv6). Loopback, private, link-local, unique-local, multicast, carrier-grade NAT, reserved,
 * documentation, unspecified, broadcast and the IPv4-in-IPv6 forms (mapped, compatible, NAT64,
 * 6to4, Teredo: each could reach an IPv4 address that is not global) are not.
 */
export function isGlobalAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.range() !== 'unicast') return false;
  // IPv6: only the global unicast block, 2000::/3 (ipaddr.js calls the deprecated
  // IPv4-compatible ::a.b.c.d "unicast" too).
  return parsed.kind() === 'ipv4' || parsed.match(ipaddr.IPv6.parse('2000::'), 3);
}

/**
 * The host as a browser and curl understand it: the WHATWG parser reads every IPv4 spelling
 * (decimal 2130706433, octal 0177.0.0.1, hex 0x7f.1, short 127.1) as dotted quad, decodes
 * percent-escapes and lowercases names. git:// is not a "special" scheme, so its host is read
 * through an http URL the same way.
 */
function canonicalHost(rawHost: string): string {
  try {
    return new URL(`http://${rawHost}/`).hostname;
  } catch {
    throw refused('The code link’s host is not a valid host name.');
  }
}

function protocolOf(link: string): RemoteProtocol {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(link)?.[1]?.toLowerCase();
  if (scheme === 'https' || scheme === 'http' || scheme === 'git' || scheme === 'file') {
    return scheme;
  }
  throw refused(
    'Only https:// and git:// code links are read (no ssh, ext:: or other transports).',
  );
}

function fileRemote(link: string, rules: RemoteRules): PinnedRemote {
  if (!rules.allowLocal) throw refused('file:// code links are not read on this server.');
  const url = new URL(link);
  if (url.host !== '') throw refused('A file:// code link cannot name a host.');
  const directory = fileURLToPath(url);
  if (!path.isAbsolute(directory)) throw refused('A file:// code link must be an absolute path.');
  return { protocol: 'file', url: url.href, config: [], address: null };
}

/**
 * Checks a code link and resolves its host once. Throws GitFetchError('refused') with a sentence
 * for people when any rule says no; otherwise the remote, pinned to the checked address.
 */
export async function pinRemote(rawLink: string, rules: RemoteRules): Promise<PinnedRemote> {
  const link = rawLink.trim();
  if (link.length === 0 || link.length > MAX_LINK_LENGTH) {
    throw refused('The code link is empty or too long.');
  }
  // Control characters, spaces and a leading '-' could become options or split arguments.
  const unsafe = [...link].some((character) => character <= ' ' || character === '\u007f');
  if (unsafe || /[\s\\]/.test(link) || link.startsWith('-')) {
    throw refused('The code link contains characters a repository address cannot have.');
  }
  const protocol = protocolOf(link);
  if (protocol === 'file') return fileRemote(link, rules);
  if (protocol === 'http' && !rules.allowLocal) {
    throw refused('Only https:// code links are read: plain http:// could be changed on the way.');
  }

  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw refused('The code link is not a valid address.');
  }
  if (url.username !== '' || url.password !== '') {
    throw refused('The code link must not contain a user name or password.');
  }
  const host = canonicalHost(url.hostname);
  if (host === '') throw refused('The code link has no host.');
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  if (isIP(bare) === 0 && !rules.allowLocal && !bare.includes('.')) {
    throw refused('The code link must name a real domain.');
  }
  let addresses: string[];
  try {
    addresses = isIP(bare) !== 0 ? [bare] : await (rules.lookup ?? systemLookup)(bare);
  } catch {
    throw new GitFetchError('unreachable', `The code link’s host (${bare}) could not be found.`);
  }
  if (addresses.length === 0) {
    throw new GitFetchError('unreachable', `The code link’s host (${bare}) could not be found.`);
  }
  if (!rules.allowLocal) {
    const local = addresses.find((address) => !isGlobalAddress(address));
    if (local !== undefined) {
      throw refused(
        `The code link’s host resolves to ${local}, an address that is not on the public internet; it is not read.`,
      );
    }
  }
  const defaultPort = DEFAULT_PORTS[protocol];
  const port = url.port === '' ? defaultPort : Number(url.port);
  if (!rules.allowLocal && port !== defaultPort) {
    throw refused(`The code link must use the standard port of ${protocol}:// (${defaultPort}).`);
  }
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw refused('The code link’s port is not a valid port.');
  }
  // Every address passed; git gets the first, and only it.
  const address = ipaddr.process(addresses[0]!).toString();
  const bracketed = isIP(address) === 6 ? `[${address}]` : address;
  const pathAndQuery = `${url.pathname}${url.search}`;

  if (protocol === 'git') {
    // git's own protocol has no Host header worth keeping: connect to the address itself.
    return {
      protocol,
      url: `git://${bracketed}:${port}${pathAndQuery}`,
      config: [],
      address,
    };
  }
  // http(s): the name stays in the URL (TLS checks the certificate against it) and curl is told
  // which address that name has, so it never asks DNS itself.
  const hostInUrl = url.port === '' ? host : `${host}:${port}`;
  const resolveHost = host.startsWith('[') ? bare : host;
  return {
    protocol,
    url: `${protocol}://${hostInUrl}${pathAndQuery}`,
    config: isIP(bare) !== 0 ? [] : [`http.curloptResolve=${resolveHost}:${port}:${bracketed}`],
    address,
  };
}
