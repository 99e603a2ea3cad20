import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error';
import { buildUrl } from '../../../lib/http/fetch-envelope';
import { refreshSession } from '../../../lib/session/session-refresh';
import { accessTokenIsStale, getAccessToken } from '../../../lib/session/session-store';

/**
 * GET /companies/{id}/profilepicture answers the image bytes, not an envelope, and needs the
 * Bearer token, so an <img src> cannot ask for it: the bytes are fetched here and shown through
 * an object URL.
 */
async function fetchProfilePicture(companyId: string, signal: AbortSignal): Promise<Blob> {
  if (accessTokenIsStale()) await refreshSession();
  let response: Response;
  try {
    response = await fetch(buildUrl(`/companies/${companyId}/profilepicture`), {
      headers: { authorization: `Bearer ${getAccessToken() ?? ''}`, accept: 'image/*' },
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError({ status: 0 });
  }
  if (!response.ok) throw new ApiError({ status: response.status });
  return response.blob();
}

/** A picture id names one upload: a new upload gets a new id, so the bytes never go stale. */
export const profilePictureQuery = (companyId: string, pictureId: string | null) =>
  queryOptions({
    queryKey: ['companies', companyId, 'profile-picture', pictureId] as const,
    queryFn: ({ signal }) => fetchProfilePicture(companyId, signal),
    enabled: Boolean(pictureId),
    staleTime: Number.POSITIVE_INFINITY,
  });
