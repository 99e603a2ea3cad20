/** `npm run bench:catalogue`: parse time of a ~20,000-row catalogue workbook (prints figures; no pass/fail). */
import { performance } from 'node:perf_hooks';
import { buildDemoCatalogueWorkbook } from '../../src/server/xlsx/catalogue-demo';
import { inspectXlsxArchive } from '../../src/server/xlsx/catalogue-archive';
import { parseCatalogueWorkbook } from '../../src/server/xlsx/catalogue-parser';

const built = performance.now();
const bytes = await buildDemoCatalogueWorkbook({ repeat: 290 });
const buildMs = performance.now() - built;
const t0 = performance.now();
const check = inspectXlsxArchive(bytes);
const t1 = performance.now();
const workbook = await parseCatalogueWorkbook(bytes);
const t2 = performance.now();
const rows = workbook.sheetAxList.reduce((n, s) => n + s.rowAxList.length, 0);
console.log(`Libro: ${(bytes.length / 1024).toFixed(0)} KiB, ${workbook.sheetAxList.length} hojas, ${rows} filas (generado en ${buildMs.toFixed(0)} ms)`);
console.log(`Revisión del zip: ${(t1 - t0).toFixed(0)} ms (${check.ok ? `${check.entries} entradas, ${(check.unpackedBytes / 1024 / 1024).toFixed(1)} MiB desempacados` : check.problem})`);
console.log(`Lectura con exceljs: ${(t2 - t1).toFixed(0)} ms`);
console.log(`JSON almacenado: ${(JSON.stringify(workbook).length / 1024 / 1024).toFixed(1)} MiB`);
