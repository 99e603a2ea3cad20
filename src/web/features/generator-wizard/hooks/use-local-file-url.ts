import { useEffect, useState } from 'react';
import { getFile } from '../../../offline/offline-files';

/** An object URL for a file kept on this device (thumbnails), revoked when no longer shown. */
export function useLocalFileUrl(fileId: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!fileId) return;
    let objectUrl: string | null = null;
    let alive = true;
    void getFile(fileId).then((file) => {
      if (!alive || !file) return;
      objectUrl = URL.createObjectURL(file.blob);
      setUrl(objectUrl);
    });
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [fileId]);
  return url;
}
