import { useEffect, useState } from 'react';
import type { TPublicConfig } from '../../../../shared/contracts/config.contract';
import { fetchEnvelope } from '../../../lib/http/fetch-envelope';
import { DEFAULT_MAP_TILES, type MapTiles } from '../lib/map-tiles';

const KEY = 'avala.mapTiles';

/** The last settings the server gave, so the map opens offline with the same tiles it cached. */
function remembered(): MapTiles | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<MapTiles> | null;
    return typeof stored?.tileUrl === 'string' && typeof stored.attribution === 'string' ? { tileUrl: stored.tileUrl, attribution: stored.attribution } : null;
  } catch {
    return null;
  }
}

/**
 * The tile source (GET /config, MAP_TILE_URL on the server), remembered on the device. Null until
 * known: the first map of a device waits for the answer (or its failure, then OpenStreetMap), so a
 * source that is not configured here is never tried and reported as failed.
 */
export function useMapTiles(): MapTiles | null {
  const [tiles, setTiles] = useState(remembered);
  useEffect(() => {
    let alive = true;
    void fetchEnvelope<TPublicConfig>('/config')
      .then(({ respuesta }) => {
        try {
          localStorage.setItem(KEY, JSON.stringify(respuesta.mapa));
        } catch {
          // Not remembered: the default applies next time offline.
        }
        if (alive && respuesta.mapa.tileUrl !== tiles?.tileUrl) setTiles(respuesta.mapa);
      })
      .catch(() => {
        if (alive) setTiles((current) => current ?? DEFAULT_MAP_TILES);
      });
    return () => {
      alive = false;
    };
    // Once per map: the settings change only with a server restart.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return tiles;
}
