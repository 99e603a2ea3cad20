import { useEffect, useState } from 'react';
import { buildUrl } from '../../../lib/http/fetch-envelope';
import { getAccessToken } from '../../../lib/session/session-store';

/**
 * The company's profile picture as an object URL. The image needs the Bearer token, so an <img src>
 * cannot fetch it by itself. Any failure (no picture: 404, offline) leaves undefined and the
 * caller shows the initial instead.
 */
export function useCompanyPicture(companyId: string | undefined, pictureId: string | null | undefined): string | undefined {
  const key = companyId && pictureId ? `${companyId}/${pictureId}` : null;
  const [loaded, setLoaded] = useState<{ key: string; url: string }>();

  useEffect(() => {
    const token = getAccessToken();
    if (!key || !token) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetch(buildUrl(`/companies/${key.split('/')[0]}/profilepicture`), { headers: { authorization: `Bearer ${token}` }, signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok || !response.headers.get('content-type')?.startsWith('image/')) return;
        const created = URL.createObjectURL(await response.blob());
        if (controller.signal.aborted) {
          URL.revokeObjectURL(created);
          return;
        }
        objectUrl = created;
        setLoaded({ key, url: created });
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [key]);

  // An image fetched for a previous company or picture is never shown for the current one.
  return loaded && loaded.key === key ? loaded.url : undefined;
}
