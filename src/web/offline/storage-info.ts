export interface StorageInfo {
  /** null when the browser has no Storage API. */
  persisted: boolean | null;
  usage: number | null;
  quota: number | null;
}

/** Asks once for persistent storage (so the browser does not evict the outbox) and reads usage. */
export async function readStorageInfo(askPersist = true): Promise<StorageInfo> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage) return { persisted: null, usage: null, quota: null };
  let persisted: boolean | null = null;
  try {
    persisted = (await storage.persisted?.()) ?? null;
    if (!persisted && askPersist && storage.persist) persisted = await storage.persist();
  } catch {
    persisted = null;
  }
  try {
    const estimate = await storage.estimate();
    return { persisted, usage: estimate.usage ?? null, quota: estimate.quota ?? null };
  } catch {
    return { persisted, usage: null, quota: null };
  }
}

/** Whether `bytes` more fit, with a margin; unknown quota counts as room. */
export async function hasRoomFor(bytes: number): Promise<boolean> {
  try {
    const estimate = await navigator.storage?.estimate();
    if (!estimate?.quota || estimate.usage === undefined) return true;
    return estimate.quota - estimate.usage > bytes * 2 + 1024 * 1024;
  } catch {
    return true;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('es-MX', { maximumFractionDigits: 1 })} ${units[unit]}`;
}
