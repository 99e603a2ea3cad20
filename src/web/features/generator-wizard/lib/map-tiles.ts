import type { TPublicConfig } from '../../../../shared/contracts/config.contract';

export type MapTiles = TPublicConfig['mapa'];

/** What the map uses before the server's settings arrive, and when they never have. */
export const DEFAULT_MAP_TILES: MapTiles = {
  tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; Colaboradores de OpenStreetMap',
};

export interface TileCounts {
  loaded: number;
  failed: number;
}

/**
 * "Mapa no disponible" only when the tiles really failed: once every visible tile has been tried
 * (Leaflet's `load`), none loaded and at least one failed. A few missing tiles at the edge of a
 * cached area still leave a useful map.
 */
export const tilesFailed = ({ loaded, failed }: TileCounts) => failed > 0 && loaded === 0;
