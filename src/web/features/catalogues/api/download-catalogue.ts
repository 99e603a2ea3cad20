import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';

/** GET /catalogueGenerador/id/{id}/file answers the workbook bytes (not an envelope); saved as Catálogo.xlsx (spec 3 §9 writes it without the accent). */
export async function downloadCatalogue(id: string): Promise<void> {
  const { blob } = await fetchAuthorizedFile(`/catalogueGenerador/id/${id}/file`);
  saveBlob(blob, 'Catálogo.xlsx');
}
