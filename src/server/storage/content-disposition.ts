import { extensionOfMime } from './file-types';

/**
 * The name a stored file is served under: its base name with the extension of the type its bytes
 * were checked to be. `factura.html` stored as a PNG is served as `factura.png`, so a browser never
 * treats an upload as something other than what it is (issue 8, item 11). Rows from before the
 * `ext` column fall back to the extension of their MIME type.
 */
export function downloadName(name: string, type: { ext?: string | null; mime: string }): string {
  const ext = type.ext ?? extensionOfMime(type.mime);
  const base = safeBaseName(name);
  return ext ? `${base}.${ext}` : base;
}

/** A name without path, control characters or trailing extension; never empty. */
export function safeBaseName(name: string, fallback = 'archivo'): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...last]
    .map((ch) => (ch < ' ' || ch === '\u007f' || '"*:<>?|'.includes(ch) ? '_' : ch))
    .join('')
    .replace(/\.[^.]*$/, '')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 180);
  return cleaned || fallback;
}

/**
 * `Content-Disposition` per RFC 6266: an ASCII `filename` for old clients and the exact UTF-8 name
 * in `filename*` (RFC 8187 percent-encoding), so quotes or newlines in a name cannot break the header.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', filename: string): string {
  // Accents dropped rather than replaced ("Catálogo" → "Catalogo"); ñ stays "_" ("a_o", never "ano").
  const ascii = filename
    .replace(/[ñÑ]/g, '_')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
