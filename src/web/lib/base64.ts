/** Large enough to be fast, small enough for `String.fromCharCode(...chunk)` to stay within argument limits. */
const CHUNK = 0x8000;

/** Bytes → standard base64 (no `data:` prefix), as the JSON upload routes expect in `content`. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** A Blob or File → base64; reads through `arrayBuffer()`, so it also runs where FileReader does not (tests, workers). */
export async function blobToBase64(blob: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
}
