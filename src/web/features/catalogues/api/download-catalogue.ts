import { ApiError } from '../../../lib/http/api-error';
import { buildUrl } from '../../../lib/http/fetch-envelope';
import { refreshSession } from '../../../lib/session/session-refresh';
import { accessTokenIsStale, getAccessToken } from '../../../lib/session/session-store';

/** GET /catalogueGenerador/id/{id}/file answers the workbook bytes (not an envelope); saved as Catalogo.xlsx. */
export async function downloadCatalogue(id: string): Promise<void> {
  if (accessTokenIsStale()) await refreshSession();
  let response: Response;
  try {
    response = await fetch(buildUrl(`/catalogueGenerador/id/${id}/file`), { headers: { authorization: `Bearer ${getAccessToken() ?? ''}` }, credentials: 'same-origin' });
  } catch {
    throw new ApiError({ status: 0 });
  }
  if (!response.ok) throw new ApiError({ status: response.status });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'Catalogo.xlsx';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
