// oxlint-disable-next-line import/no-unassigned-import -- Leaflet's stylesheet, loaded with the map chunk
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { useMapTiles } from '../api/map-tiles.api';
import { type MapTiles, type TileCounts, tilesFailed } from '../lib/map-tiles';

// Under Vite, Leaflet cannot guess its image folder: give it the bundled URLs (ARCHITECTURE §7).
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });

function Recenter({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng]);
  }, [map, lat, lng]);
  return null;
}

/** One tile source, with its own counts (a new source starts over). */
function Tiles({ tiles, onTilesFailed }: { tiles: MapTiles; onTilesFailed: () => void }) {
  const counts = useRef<TileCounts>({ loaded: 0, failed: 0 });
  return (
    <TileLayer
      url={tiles.tileUrl}
      attribution={tiles.attribution}
      crossOrigin="anonymous"
      eventHandlers={{
        tileload: () => {
          counts.current.loaded += 1;
        },
        tileerror: () => {
          counts.current.failed += 1;
        },
        // Fired once every visible tile has loaded or failed.
        load: () => {
          if (tilesFailed(counts.current)) onTilesFailed();
        },
      }}
    />
  );
}

/**
 * The map with the marker, from the configured tile source (MAP_TILE_URL). Tiles are requested
 * with CORS so the service worker can keep the areas already seen for offline use; `onTilesFailed`
 * lets the tab fall back to plain coordinates when no tile at all could be drawn.
 */
export default function LocationMap({ lat, lng, label, onTilesFailed }: { lat: number; lng: number; label: string; onTilesFailed: () => void }) {
  const tiles = useMapTiles();
  return (
    <MapContainer center={[lat, lng]} zoom={16} style={{ height: 220, width: '100%', borderRadius: 8 }} attributionControl aria-label={label}>
      {tiles ? <Tiles key={tiles.tileUrl} tiles={tiles} onTilesFailed={onTilesFailed} /> : null}
      <Marker position={[lat, lng]} />
      <Recenter lat={lat} lng={lng} />
    </MapContainer>
  );
}
