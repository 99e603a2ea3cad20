import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TYPES } from '../../../src/server/jobs/job-types';
import { json } from '../../fixtures/http';
import { sat69File, sat69bFile } from '../../fixtures/sat-files';
import { createTestApp, type TestApp } from '../../fixtures/test-app';
import { bearer, fakeSatSite, operatorWorld } from './sat-lists-setup';

type Overview = { current: { list: string; id: string; source: string; sourceName: string; rowsKept: number }[]; failures: { list: string; error: string; url: string }[] };

describe('listas del SAT: descarga diaria desde las direcciones configuradas (issue 23)', () => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof fakeSatSite>>;
  let operator: string;
  const first69b = sat69bFile({ rows: 50, suppressed: 2, filler: 2, invalid: 1 });
  const exigibles = sat69File('b', { rows: 30, suppressed: 1, filler: 1, invalid: 1 });

  beforeAll(async () => {
    site = await fakeSatSite();
    t = await createTestApp({ env: { SAT_69B_URL: site.url('/69b.csv'), SAT_69_URLS: JSON.stringify({ Exigibles: site.url('/exigibles.csv') }) } });
    ({ operator } = await operatorWorld(t));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const overview = async (): Promise<Overview> => json(await t.app.inject({ url: '/api/v1/sat/lists', headers: bearer(operator) })).respuesta;
  const currentOf = async (list: string) => (await overview()).current.find((s) => s.list === list);

  it('el trabajo del día (tabla jobs) descarga e importa cada listado como DESCARGA', async () => {
    site.serve('/69b.csv', first69b.bytes);
    site.serve('/exigibles.csv', exigibles.bytes);
    expect(await t.ctx.satImportJob.scheduleToday()).toBe(true);
    expect(await t.ctx.satImportJob.scheduleToday()).toBe(false);
    const ran = await t.ctx.jobs.runDue();
    expect(ran.map((j) => j.type)).toContain(JOB_TYPES.satImport);
    expect(await currentOf('69b')).toMatchObject({ source: 'DESCARGA', sourceName: site.url('/69b.csv'), rowsKept: 50 });
    expect(await currentOf('exigibles')).toMatchObject({ source: 'DESCARGA', rowsKept: 30 });
    expect((await overview()).failures).toEqual([]);
  });

  it('una descarga fallida (404) o un archivo roto conserva el listado vigente y deja la falla a la vista', async () => {
    const before = await currentOf('69b');
    site.serve('/69b.csv', Buffer.from('no encontrado'), 404);
    site.serve('/exigibles.csv', Buffer.from('esto,no,es\r\nel,listado,\r\n'));
    await t.ctx.satImportJob.runAll();
    const after = await overview();
    expect(after.current.find((s) => s.list === '69b')?.id).toBe(before?.id);
    expect(after.current.find((s) => s.list === 'exigibles')?.rowsKept).toBe(30);
    expect(after.failures.map((f) => f.list).toSorted()).toEqual(['69b', 'exigibles']);
    expect(after.failures.find((f) => f.list === '69b')?.error).toContain('404');
    expect(after.failures.find((f) => f.list === 'exigibles')?.error).toContain('encabezado');
  });

  it('un listado vacío tampoco reemplaza al vigente; el mismo archivo no crea versión', async () => {
    const before = await currentOf('69b');
    site.serve('/69b.csv', sat69bFile({ rows: 0, suppressed: 0, filler: 0, invalid: 0 }).bytes);
    site.serve('/exigibles.csv', exigibles.bytes);
    await t.ctx.satImportJob.runAll();
    const after = await overview();
    expect(after.current.find((s) => s.list === '69b')?.id).toBe(before?.id);
    expect(after.failures).toHaveLength(3);
    expect(after.failures[0]?.list).toBe('69b');
    expect(after.current.find((s) => s.list === 'exigibles')?.rowsKept).toBe(30);
  });
});
