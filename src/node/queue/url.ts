/**
 * The Redis URL of `--queue`: redis://[user[:password]@]host[:port][/db], or rediss:// for TLS.
 * Parsed strictly into connection options, and shown only through `maskRedisUrl`, which hides the
 * password: the URL lands in logs, progress lines and `ps` listings of other processes' output.
 */
import { PlacerError } from '../../core/errors.js';
import { escapeUnsafe, quoted } from '../../core/text.js';

export interface RedisTarget {
  readonly host: string;
  readonly port: number;
  readonly db: number;
  readonly username?: string;
  readonly password?: string;
  readonly tls: boolean;
  /** The URL as it may be shown: the password replaced by '***'. */
  readonly shown: string;
}

const DEFAULT_PORT = 6379;
/** Redis's own default for `databases`; a server may have more, never fewer than 1. */
const MAX_DB = 1 << 16;

/**
 * The URL with its password (if any) replaced by '***', escaped (core/text.ts) to be printed;
 * of unparsable text, only what follows its last '@'.
 */
export function maskRedisUrl(text: string): string {
  return escapeUnsafe(masked(text));
}

function masked(text: string): string {
  let u: URL | null = null;
  try {
    u = new URL(text);
  } catch {
    // handled below
  }
  if (u === null || u.host === '') {
    // No authority parsed, so no telling where a password would be: show only what follows '@'.
    const at = text.lastIndexOf('@');
    return at < 0 ? text.slice(0, 60) : `***@${text.slice(at + 1, at + 61)}`;
  }
  if (u.password !== '') u.password = '***';
  return u.href;
}

export function parseRedisUrl(text: string): RedisTarget {
  const shown = maskRedisUrl(text);
  const bad = (why: string): never => {
    throw new PlacerError(
      'bad-queue-url',
      `--queue must be redis://[user:password@]host[:port][/db] or rediss://… (TLS); ${why}, got ${quoted(masked(text), 80)}`,
    );
  };
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return bad('not a URL');
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:')
    bad(`unknown scheme ${quoted(u.protocol)}`);
  const host = u.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === '') bad('no host');
  const port = u.port === '' ? DEFAULT_PORT : Number(u.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) bad('port must be 1…65535');
  const path = u.pathname.replace(/^\//, '');
  if (path !== '' && !/^[0-9]{1,5}$/.test(path)) bad('the path must be a database number');
  const db = path === '' ? 0 : Number(path);
  if (db >= MAX_DB) bad(`the database number must be below ${MAX_DB}`);
  if (u.search !== '' || u.hash !== '') bad('no ?query or #fragment is taken');
  // A '%' that starts no escape (or escapes that are not UTF-8) would throw a URIError.
  const decoded = (part: string, what: string): string | undefined => {
    if (part === '') return undefined;
    try {
      return decodeURIComponent(part);
    } catch {
      return bad(`the ${what} has a '%' that is not %XX of UTF-8 (write '%' as %25)`);
    }
  };
  return {
    host,
    port,
    db,
    username: decoded(u.username, 'user name'),
    password: decoded(u.password, 'password'),
    tls: u.protocol === 'rediss:',
    shown,
  };
}
