import { queryOptions } from '@tanstack/react-query';
import { fetchAuthorizedFile } from '../../../lib/http/authorized-file';
import { generatorsAreaKeys } from './generators-area.keys';

/** GET /generador/generadorPdf/{id}: the PDF under review (or signed). A new PDF has a new file id. */
export const generatorPdfQuery = (id: string, pdfFileId: string | null) =>
  queryOptions({
    queryKey: generatorsAreaKeys.pdf(id, pdfFileId),
    queryFn: async ({ signal }) => (await fetchAuthorizedFile(`/generador/generadorPdf/${id}`, { signal })).blob,
    enabled: Boolean(pdfFileId),
    staleTime: Number.POSITIVE_INFINITY,
  });
