import { BACKOFF_MAX_MS, BACKOFF_START_MS } from '../../shared/offline/sync-constants';

export { BACKOFF_MAX_MS, BACKOFF_START_MS };

/** Wait before the n-th retry after consecutive network failures: 1 s, 2 s, 4 s… capped at 5 min. */
export function backoffDelay(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(BACKOFF_START_MS * 2 ** (failures - 1), BACKOFF_MAX_MS);
}
