/**
 * Connections to the queue's Redis. A first connection is a probe that gives up at once, so a
 * wrong host, port or password is a one-line error within seconds instead of endless retries;
 * the connection used afterwards retries for ever (a worker outlives a Redis restart).
 */
import { isIP } from 'node:net';
import { Redis, type RedisOptions } from 'ioredis';
import { PlacerError } from '../../core/errors.js';
import type { RedisTarget } from './url.js';

/** How long the probe waits for a connection. */
const CONNECT_TIMEOUT_MS = 5000;

function options(t: RedisTarget): RedisOptions {
  return {
    host: t.host,
    port: t.port,
    db: t.db,
    username: t.username,
    password: t.password,
    // SNI names a host; for an address Node prints a deprecation warning (RFC 6066) and the
    // certificate is checked against the address anyway.
    tls: t.tls ? (isIP(t.host) === 0 ? { servername: t.host } : {}) : undefined,
    // RESP2: what every Redis ≥ 5 and BullMQ's replies expect.
    protocol: 2,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // How long a closing socket may linger (ioredis waits 2 s by default, keeping a CLI alive).
    disconnectTimeout: 200,
    // BullMQ needs commands that wait for a reconnection rather than fail.
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(250 * times, 5000),
  };
}

const TRUST_HINT =
  " (its certificate is not signed by an authority this machine trusts: name the CA's certificate file in NODE_EXTRA_CA_CERTS)";

/** Whether a TLS connection failed on the server's certificate (Node's codes for an unknown CA). */
function isCertificateError(e: Error): boolean {
  const code = (e as NodeJS.ErrnoException).code ?? '';
  return /^(SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?|UNABLE_TO_VERIFY_LEAF_SIGNATURE|CERT_UNTRUSTED)$/.test(
    code,
  );
}

/** A connected client; throws a PlacerError naming the (masked) URL when Redis is unreachable. */
export async function connectRedis(t: RedisTarget): Promise<Redis> {
  const probe = new Redis({
    ...options(t),
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  });
  let failure: Error | null = null;
  probe.on('error', (e: Error) => (failure ??= e));
  try {
    await probe.connect();
    await probe.ping();
  } catch (e) {
    const err = failure ?? (e as Error);
    const why = err.message.replace(/\s+/g, ' ');
    throw new PlacerError(
      'queue-unreachable',
      `cannot use the queue at ${t.shown}: ${why}${t.tls && isCertificateError(err) ? TRUST_HINT : ''}`,
    );
  } finally {
    // After a failed connection ioredis would still wait disconnectTimeout on the dead socket.
    if (probe.status !== 'end') probe.disconnect();
  }
  const client = new Redis(options(t));
  // Errors while reconnecting are reported by whoever uses the client; never unhandled.
  client.on('error', () => undefined);
  return client;
}
