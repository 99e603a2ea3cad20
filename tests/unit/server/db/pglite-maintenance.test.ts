import { describe, expect, it } from 'vitest';
import { maintenanceFor } from '../../../../src/server/db/pglite-maintenance';

const table = (counts: Partial<{ live: number; dead: number; modifiedSinceAnalyze: number; insertedSinceVacuum: number; neverCounted: boolean }>) => ({ live: 0, dead: 0, modifiedSinceAnalyze: 0, insertedSinceVacuum: 0, ...counts });

describe('maintenanceFor: los umbrales de autovacuum de PostgreSQL', () => {
  it('nada que hacer mientras ningún contador pasa su umbral', () => {
    expect(maintenanceFor(table({}))).toBeNull();
    // 10,000 live rows: vacuum past 50 + 2,000 dead, analyze past 50 + 1,000 changed, inserts past 1,000 + 2,000.
    expect(maintenanceFor(table({ live: 10_000, dead: 2_050, modifiedSinceAnalyze: 1_050, insertedSinceVacuum: 3_000 }))).toBeNull();
  });

  it('VACUUM por filas muertas o por inserciones; ANALYZE por filas cambiadas; ambos a la vez en una sola orden', () => {
    expect(maintenanceFor(table({ live: 10_000, dead: 2_051 }))).toBe('vacuum');
    expect(maintenanceFor(table({ live: 10_000, insertedSinceVacuum: 3_001 }))).toBe('vacuum');
    expect(maintenanceFor(table({ live: 10_000, modifiedSinceAnalyze: 1_051 }))).toBe('analyze');
    expect(maintenanceFor(table({ live: 10_000, dead: 2_051, modifiedSinceAnalyze: 1_051 }))).toBe('vacuum (analyze)');
  });

  it('una tabla con filas que nunca se contó (PGlite olvida sus contadores al cerrar) recibe ambos aunque sus contadores estén en cero', () => {
    expect(maintenanceFor(table({ neverCounted: true }))).toBe('vacuum (analyze)');
  });

  it('una tabla recién cargada (todo inserciones, nunca contada) recibe ambos', () => {
    expect(maintenanceFor(table({ live: 20_000, modifiedSinceAnalyze: 20_000, insertedSinceVacuum: 20_000 }))).toBe('vacuum (analyze)');
  });
});
