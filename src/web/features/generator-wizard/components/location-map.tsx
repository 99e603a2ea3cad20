// oxlint-disable-next-line import/no-unassigned-import -- Leaflet's stylesheet, loaded with the map chunk
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';

// Under Vite, Leaflet cannot guess its image folder: give it the bundled URLs (ARCHITECTURE §7).
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });

function Recenter({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng]);
  }, [map, lat, lng]);
  return null;
}

/** The OpenStreetMap view with the marker; `onTilesFailed` lets the tab fall back to plain coordinates. */
export default function LocationMap({ lat, lng, label, onTilesFailed }: { lat: number; lng: number; label: string; onTilesFailed: () => void }) {
  return (
    <MapContainer center={[lat, lng]} zoom={16} style={{ height: 220, width: '100%', borderRadius: 8 }} attributionControl aria-label={label}>
      <TileLayer url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" attribution="&copy; OpenStreetMap" eventHandlers={{ tileerror: onTilesFailed }} />
      <Marker position={[lat, lng]} />
      <Recenter lat={lat} lng={lng} />
    </MapContainer>
  );
}
