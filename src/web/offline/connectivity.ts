import { HEALTH_PATH } from '../../shared/offline/sync-constants';

/**
 * Whether the server answers right now (never trust navigator.onLine, ARCHITECTURE §4). A
 * connection that does not answer within `timeoutMs` counts as none: in a basement a half-open
 * connection must not keep the supervisor waiting on a blank screen.
 */
export async function serverReachable(timeoutMs = 4000, fetcher: typeof fetch = fetch): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return (await fetcher(HEALTH_PATH, { cache: 'no-store', signal: controller.signal })).ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
