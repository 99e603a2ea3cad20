import { queryOptions } from '@tanstack/react-query';
import type { TCatalogueWithWorkbook } from '../../../../shared/contracts/catalogues.contract';
import { api } from '../../../lib/api-client';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';

/**
 * GET /catalogueGenerador/idCompany/{clientId}/active: the catalogue a generators service prices
 * from is its client's active one (readable by the client's members and its linked providers);
 * null when the client has none active.
 */
export const serviceCatalogueQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['catalogues', clientId, 'active'] as const,
    queryFn: async ({ signal }) => (await api.get<TCatalogueWithWorkbook[]>(`/catalogueGenerador/idCompany/${clientId}/active`, { signal }))[0] ?? null,
    staleTime: 5 * 60_000,
  });

/** The catalogue's original workbook, saved as Catálogo.xlsx (like the catalogues tab). */
export async function downloadServiceCatalogue(id: string): Promise<void> {
  const { blob } = await fetchAuthorizedFile(`/catalogueGenerador/id/${id}/file`);
  saveBlob(blob, 'Catálogo.xlsx');
}
