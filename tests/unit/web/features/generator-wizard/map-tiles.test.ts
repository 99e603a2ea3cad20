import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../../../src/server/env';
import { tileSource } from '../../../../../src/server/lib/map-tiles';
import { tilesFailed } from '../../../../../src/web/features/generator-wizard/lib/map-tiles';

describe('[GENERADORES]: mapa de Geolocalización', () => {
  it('[GENERADORES]: "Mapa no disponible" solo cuando ningún mosaico se pudo dibujar', () => {
    expect(tilesFailed({ loaded: 0, failed: 0 })).toBe(false);
    expect(tilesFailed({ loaded: 3, failed: 2 })).toBe(false);
    expect(tilesFailed({ loaded: 0, failed: 6 })).toBe(true);
  });

  it('[GENERADORES]: la fuente de mosaicos da el origen que la CSP permite', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('https://tiles.example.mx/osm/{z}/{x}/{y}.png?key=abc')).toBe('https://tiles.example.mx');
    // A tile server on this machine (development, e2e) is the only plain-http source.
    expect(tileSource('http://127.0.0.1:8089/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8089');
  });

  it('[GENERADORES]: MAP_TILE_URL acepta https o un servidor local por http, nada más', () => {
    const url = (MAP_TILE_URL: string) => {
      try {
        return loadEnv({ MAP_TILE_URL }).MAP_TILE_URL === MAP_TILE_URL;
      } catch {
        return false;
      }
    };
    expect(url('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true);
    expect(url('http://127.0.0.1:8089/tiles/{z}/{x}/{y}.png')).toBe(true);
    expect(url('http://localhost/tiles/{z}/{x}/{y}.png')).toBe(true);
    expect(url('http://tiles.example.mx/{z}/{x}/{y}.png')).toBe(false);
    expect(url('http://127.0.0.1.example.mx/{z}/{x}/{y}.png')).toBe(false);
  });
});
