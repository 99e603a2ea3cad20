/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types';

/** What the map tiles of viewed areas may take on the device (issue 10 §6). */
export const TILE_BUDGET_BYTES = 50 * 1024 * 1024;
const SIZE = 'x-avala-size';
const CACHED_AT = 'x-avala-cached-at';

export interface CachedTile {
  url: string;
  size: number;
  cachedAt: number;
}

/** The tiles to drop, oldest first, until the rest fits in `budget` bytes. */
export function tilesToEvict(tiles: CachedTile[], budget: number): string[] {
  let total = tiles.reduce((sum, tile) => sum + tile.size, 0);
  const evicted: string[] = [];
  for (const tile of tiles.toSorted((a, b) => a.cachedAt - b.cachedAt || a.url.localeCompare(b.url))) {
    if (total <= budget) break;
    evicted.push(tile.url);
    total -= tile.size;
  }
  return evicted;
}

async function enforce(cacheName: string, budget: number): Promise<void> {
  const cache = await caches.open(cacheName);
  const tiles: CachedTile[] = [];
  for (const request of await cache.keys()) {
    // Only headers are read: the size and time were written beside each tile when it was kept.
    const headers = (await cache.match(request))?.headers;
    tiles.push({ url: request.url, size: Number(headers?.get(SIZE) ?? 0), cachedAt: Number(headers?.get(CACHED_AT) ?? 0) });
  }
  for (const url of tilesToEvict(tiles, budget)) await cache.delete(url);
}

/**
 * Keeps the tile cache within `budget` bytes, dropping the tiles kept longest ago. Each tile is
 * stored with its size and the time it was kept (two headers), so checking the total never reads
 * the images. Only complete 200 answers are kept.
 */
export function tileBudgetPlugin(budget = TILE_BUDGET_BYTES): WorkboxPlugin {
  let running: Promise<void> | null = null;
  return {
    async cacheWillUpdate({ response }) {
      if (response.status !== 200) return null;
      const body = await response.blob();
      const headers = new Headers(response.headers);
      headers.set(SIZE, String(body.size));
      headers.set(CACHED_AT, String(Date.now()));
      return new Response(body, { status: 200, statusText: response.statusText, headers });
    },
    async cacheDidUpdate({ cacheName }) {
      // Tiles arrive in bursts: one pass at a time, the next one sees every tile kept meanwhile.
      await running;
      running ??= enforce(cacheName, budget).finally(() => {
        running = null;
      });
      await running;
    },
  };
}
