import type { Db } from '../db/client';
import { catalogueFiles, files } from '../db/schema';
import type { BlobStore } from '../storage/blob-store';
import { buildDemoCatalogueWorkbook } from '../xlsx/catalogue-demo';
import { parseCatalogueWorkbook } from '../xlsx/catalogue-parser';

/** The demo client's active priced catalogue, built in memory (no binary in the repository). */
export async function seedDemoCatalogue(db: Db, blobs: BlobStore, companyId: string, createdBy: string | undefined) {
  const bytes = await buildDemoCatalogueWorkbook();
  const workbook = await parseCatalogueWorkbook(bytes);
  const blob = await blobs.put(bytes);
  await db.transaction(async (tx) => {
    await tx.insert(files).values({
      id: blob.id,
      companyId,
      kind: 'catalogue_upload',
      name: 'Catalogo de precios 2026.xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: blob.size,
      sha256: blob.sha256,
      createdBy: createdBy ?? null,
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
