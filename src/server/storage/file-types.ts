/**
 * Content sniffing: the extension a client claims must match what the bytes are, and the type we
 * keep is the one the bytes proved, never the name the uploader sent (issue 8, item 11).
 */
export type FileType = 'png' | 'jpeg' | 'webp' | 'pdf' | 'xml' | 'xlsx' | 'docx' | 'txt' | 'csv';

export interface FileTypeInfo {
  mime: string;
  /** The extension stored and served for this type. */
  ext: string;
  /** Extensions a client may claim for it. */
  extensions: readonly string[];
}

export const FILE_TYPES = {
  png: { mime: 'image/png', ext: 'png', extensions: ['png'] },
  jpeg: { mime: 'image/jpeg', ext: 'jpg', extensions: ['jpg', 'jpeg'] },
  webp: { mime: 'image/webp', ext: 'webp', extensions: ['webp'] },
  pdf: { mime: 'application/pdf', ext: 'pdf', extensions: ['pdf'] },
  xml: { mime: 'application/xml', ext: 'xml', extensions: ['xml'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', extensions: ['xlsx'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', extensions: ['docx'] },
  txt: { mime: 'text/plain; charset=utf-8', ext: 'txt', extensions: ['txt'] },
  csv: { mime: 'text/csv; charset=utf-8', ext: 'csv', extensions: ['csv'] },
} as const satisfies Record<FileType, FileTypeInfo>;

export const ALL_FILE_TYPES = Object.keys(FILE_TYPES) as FileType[];
export const IMAGE_TYPES: readonly FileType[] = ['png', 'jpeg', 'webp'];

export type SniffResult = { ok: true; type: FileType; mime: string; ext: string } | { ok: false; problem: 'mismatch' | 'doctype' };

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text when the bytes are valid UTF-8 without NUL bytes (a binary disguised as text has them). */
function strictText(b: Uint8Array): string | undefined {
  if (b.includes(0)) return undefined;
  try {
    return utf8.decode(b);
  } catch {
    return undefined;
  }
}

/**
 * Names of the entries in a ZIP, read from the local file headers (a short walk, no inflating).
 * Entries written with a data descriptor do not declare their size up front: the walk then looks
 * for the next local header signature.
 */
export function zipEntryNames(b: Uint8Array, max = 2000): string[] {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const names: string[] = [];
  let offset = 0;
  while (offset + 30 <= b.length && names.length < max && view.getUint32(offset, true) === 0x04034b50) {
    const flags = view.getUint16(offset + 6, true);
    const compressed = view.getUint32(offset + 18, true);
    const nameLength = view.getUint16(offset + 26, true);
    const extraLength = view.getUint16(offset + 28, true);
    names.push(new TextDecoder().decode(b.subarray(offset + 30, offset + 30 + nameLength)));
    const data = offset + 30 + nameLength + extraLength;
    if (!(flags & 0x08)) {
      offset = data + compressed;
      continue;
    }
    let next = data;
    while (next + 4 <= b.length && view.getUint32(next, true) !== 0x04034b50) next++;
    offset = next;
  }
  return names;
}

function isOoxml(b: Uint8Array, partPrefix: string): boolean {
  if (b.length < 30 || b[0] !== 0x50 || b[1] !== 0x4b || b[2] !== 0x03 || b[3] !== 0x04) return false;
  const names = zipEntryNames(b);
  return names.includes('[Content_Types].xml') && names.some((n) => n.startsWith(partPrefix));
}

/** XML is UTF-8 text starting with a tag; a DOCTYPE (or entity declaration) is refused outright (XXE, billion laughs). */
function xmlProblem(b: Uint8Array): 'ok' | 'mismatch' | 'doctype' {
  const text = strictText(b);
  if (text === undefined) return 'mismatch';
  if (!text.replace(/^\uFEFF/, '').trimStart().startsWith('<')) return 'mismatch';
  return /<!DOCTYPE|<!ENTITY/i.test(text) ? 'doctype' : 'ok';
}

const MATCHERS: Record<Exclude<FileType, 'xml'>, (b: Uint8Array) => boolean> = {
  png: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  pdf: (b) => ascii(b, 0, 5) === '%PDF-',
  xlsx: (b) => isOoxml(b, 'xl/'),
  docx: (b) => isOoxml(b, 'word/'),
  txt: (b) => strictText(b) !== undefined,
  csv: (b) => strictText(b) !== undefined,
};

/**
 * The type of `bytes` when the claimed extension belongs to one of the `allowed` types and the
 * bytes really are that type. An XML with a DOCTYPE is reported apart so the user reads why.
 */
export function detectFileType(bytes: Uint8Array, extension: string, allowed: readonly FileType[] = ALL_FILE_TYPES): SniffResult {
  const ext = extension.toLowerCase().replace(/^\./, '');
  const type = allowed.find((t) => (FILE_TYPES[t].extensions as readonly string[]).includes(ext));
  if (!type) return { ok: false, problem: 'mismatch' };
  if (type === 'xml') {
    const problem = xmlProblem(bytes);
    if (problem !== 'ok') return { ok: false, problem };
  } else if (!MATCHERS[type](bytes)) {
    return { ok: false, problem: 'mismatch' };
  }
  return { ok: true, type, mime: FILE_TYPES[type].mime, ext: FILE_TYPES[type].ext };
}

/** The MIME type when the bytes really are of the claimed extension, else undefined. */
export function sniffMime(bytes: Uint8Array, extension: string): string | undefined {
  const found = detectFileType(bytes, extension);
  return found.ok ? found.mime : undefined;
}

/** The extension to serve for a stored MIME type (rows written before `ext` was recorded). */
export function extensionOfMime(mime: string): string | undefined {
  const base = mime.split(';')[0]?.trim().toLowerCase();
  return Object.values(FILE_TYPES).find((t) => t.mime.split(';')[0] === base)?.ext;
}
