import { useEffect, useState } from 'react';

/**
 * An object URL for a blob while the component shows it, revoked when the blob changes or on
 * unmount. Created in the effect (not during render) so that StrictMode's extra mount/unmount
 * cycle revokes only URLs nobody shows.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [entry, setEntry] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    // oxlint-disable-next-line react/set-state-in-effect -- the URL is an external resource this effect owns
    setEntry({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return entry && entry.blob === blob ? entry.url : null;
}
