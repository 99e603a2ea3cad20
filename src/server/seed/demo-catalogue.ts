import type { Db } from '../db/client';
import { catalogueFiles } from '../db/schema';
import type { FilesService } from '../modules/files/files.service';
import { buildDemoCatalogueWorkbook } from '../xlsx/catalogue-demo';
import { parseCatalogueWorkbook } from '../xlsx/catalogue-parser';

/** The demo client's active priced catalogue, built in memory (no binary in the repository). */
export async function seedDemoCatalogue(db: Db, files: FilesService, companyId: string, createdBy: string | undefined) {
  const bytes = await buildDemoCatalogueWorkbook();
  const workbook = await parseCatalogueWorkbook(bytes);
  await db.transaction(async (tx) => {
    const blob = await files.storeUpload({
      actor: createdBy ? { userId: createdBy } : null,
      companyId,
      kind: 'catalogue_upload',
      source: bytes,
      filename: 'Catálogo de precios 2026.xlsx',
      allowed: ['xlsx'],
      maxBytes: bytes.byteLength,
      tx,
    });
    await tx.insert(catalogueFiles).values({
      companyId,
      fileId: blob.id,
      fileName: 'Catálogo de precios 2026',
      status: true,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      comment: 'Precios unitarios vigentes, IVA no incluido',
      sheetList: workbook.sheetAxList.map((s) => s.name),
      workbook,
      createdBy: createdBy ?? null,
    });
  });
}
