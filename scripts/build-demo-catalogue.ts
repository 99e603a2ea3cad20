/**
 * Writes the demo catalogue workbook (the one the seed gives "Corporativo Demo") to a file, to
 * upload it by hand or inspect it: `npx tsx scripts/build-demo-catalogue.ts [salida.xlsx] [repeticiones]`.
 */
import { writeFile } from 'node:fs/promises';
import { buildDemoCatalogueWorkbook } from '../src/server/xlsx/catalogue-demo';

const out = process.argv[2] ?? 'Catalogo-demo.xlsx';
const repeat = Number(process.argv[3] ?? '3');
const bytes = await buildDemoCatalogueWorkbook({ repeat: Number.isInteger(repeat) && repeat > 0 ? repeat : 3 });
await writeFile(out, bytes);
console.log(`Catálogo de demostración escrito en ${out} (${bytes.length} bytes).`);
