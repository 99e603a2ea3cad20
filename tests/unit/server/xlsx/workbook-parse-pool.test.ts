import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { MENSAJES_CATALOGO as M } from '../../../../src/shared/labels/messages';
import { AppError } from '../../../../src/server/lib/app-error';
import { buildRegionManagersWorkbook, parseRegionManagers } from '../../../../src/server/xlsx/region-managers';
import { countCells } from '../../../../src/server/xlsx/workbook-cells';
import { WorkbookParsePool, workbookParsePool, type WorkbookParseOptions } from '../../../../src/server/xlsx/workbook-parse-pool';
import { smallCatalogue } from '../../../fixtures/catalogue-workbooks';
import { workbookBomb } from '../../../fixtures/workbook-bombs';

const options: WorkbookParseOptions = { maxConcurrent: 1, maxQueued: 0, heapMb: 384, timeoutMs: 120_000, idleMs: 5_000, keepWorkerBelowCells: 20_000 };
const pools: WorkbookParsePool[] = [workbookParsePool];
function pool(overrides: Partial<WorkbookParseOptions> = {}) {
  const created = new WorkbookParsePool({ ...options, ...overrides });
  pools.push(created);
  return created;
}
/** Holds the first parse's answer until `release` is called; later parses pass straight through. */
function holdFirst(target: WorkbookParsePool) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  target.beforeSettle = () => (calls++ === 0 ? held : Promise.resolve());
  return () => release();
}
const manager = { name: 'Ana Pérez', position: 'Gerente', email: 'ana@cliente.mx', region: 'Norte', phone: '8180000000', managerName: 'Luis Soto', emailManager: 'luis@cliente.mx' };

describe('lectura de libros en hilos aparte', { timeout: 120_000 }, () => {
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
  });

  it('cuenta celdas con datos y celdas vacías en el XML de la hoja, con o sin prefijo de espacio de nombres', () => {
    const xml = Buffer.from(
      '<worksheet><cols><col min="1"/></cols><sheetData><row r="1"><c r="A1"><v>1</v></c><c r="B1" t="inlineStr"><is><t>x</t></is></c><c r="C1" s="2"/>' +
        '<c r="D1"><f>A1*2</f></c></row><x:row><x:c r="A2" t="s"><x:v>0</x:v></x:c></x:row></sheetData><conditionalFormatting><cfRule/></conditionalFormatting></worksheet>',
    );
    const count = { filled: 0, elements: 0 };
    countCells(xml, count, { filled: 100, elements: 100 });
    expect(count).toEqual({ filled: 3, elements: 5 });
  });

  it('lee catálogos y gerentes regionales con el mismo presupuesto de celdas', async () => {
    const managers = await parseRegionManagers(await buildRegionManagersWorkbook([manager]));
    expect(managers).toEqual([manager]);
    const bomb = await workbookBomb({ rows: 20_001, columns: 5 });
    const rejected = parseRegionManagers(bomb);
    await expect(rejected).rejects.toBeInstanceOf(AppError);
    await expect(rejected).rejects.toMatchObject({ code: 'VALIDATION', message: M.demasiadasCeldas('100,000') });
  });

  it('rechaza celdas vacías con formato por millones: lo que cuesta a exceljs es cada celda, tenga dato o no', async () => {
    const styled = await workbookBomb({ rows: 100_000, columns: 5, empty: true });
    await expect(workbookParsePool.parse('catalogue', styled)).rejects.toMatchObject({ code: 'VALIDATION', message: M.libroMuyPesado });
  });

  it('rechaza antes de exceljs un libro con pocas celdas pero decenas de MB de texto', async () => {
    const texts = await workbookBomb({ rows: 2_600, columns: 10, text: 'Fibra óptica monomodo '.repeat(95) });
    await expect(workbookParsePool.parse('catalogue', texts)).rejects.toMatchObject({ code: 'VALIDATION', message: M.libroMuyPesado });
  });

  it('responde 503 en español cuando ya hay lecturas en curso y la cola está llena', async () => {
    const busy = pool();
    const release = holdFirst(busy);
    const bytes = await smallCatalogue();
    const ended = once(busy.events, 'end');
    const first = busy.parse('catalogue', bytes);
    await ended;
    await expect(busy.parse('catalogue', bytes)).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 503, message: M.lecturaOcupada });
    release();
    expect((await first).sheetAxList).toHaveLength(2);
    expect(busy.load).toMatchObject({ running: 0, waiting: 0 });
  });

  it('pone en cola una lectura mientras otra ocupa el único lugar y la atiende al liberarse', async () => {
    const queued = pool({ maxQueued: 1 });
    const release = holdFirst(queued);
    const bytes = await smallCatalogue();
    const ended = once(queued.events, 'end');
    const first = queued.parse('catalogue', bytes);
    await ended;
    const second = queued.parse('region-managers', await buildRegionManagersWorkbook([manager]));
    expect(queued.load).toMatchObject({ running: 1, waiting: 1 });
    release();
    expect((await first).sheetAxList).toHaveLength(2);
    expect(await second).toEqual([manager]);
  });

  it('corta un lector que se queda sin memoria y lo informa como libro demasiado pesado', async () => {
    // Whether a real workbook outgrows a small heap depends on the GC; a worker that allocates
    // without end always does, so the pool's out-of-memory path is tested deterministically.
    const tiny = pool({ heapMb: 16, workerUrl: new URL('../../../fixtures/allocating-worker.mjs', import.meta.url) });
    await expect(tiny.parse('catalogue', await smallCatalogue())).rejects.toMatchObject({ code: 'VALIDATION', message: M.libroMuyPesado });
  });
});
