/**
 * Whether a failure means the database is away (connection refused, reset, terminated by
 * `pg_terminate_backend`, a restart or a failover) rather than a wrong query: such a request can be
 * retried as is. Drizzle wraps driver errors, so the whole `cause` chain is looked at.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
// SQLSTATE 57P01–57P03: administrator/crash shutdown, cannot connect now; 53300: too many connections.
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres raises these without a code when the socket goes away under it; the first (55000,
// a code too broad to list) is a database closed to new connections during maintenance.
const DRIVER_MESSAGES = [/is not currently accepting connections/, /^Connection terminated/, /Client has encountered a connection error and is not queryable/, /^timeout exceeded when trying to connect/, /^Client was closed and is not queryable/];

export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
}
