import { describe, expect, it } from 'vitest';
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
  });
});
