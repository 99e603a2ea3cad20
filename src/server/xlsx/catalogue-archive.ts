import { inflateRawSync } from 'node:zlib';
import { CATALOGUE_LIMITS as L } from '../../shared/domain/catalogue';

export type ArchiveProblem = 'not-xlsx' | 'legacy-xls' | 'macros' | 'too-many-entries' | 'too-large' | 'corrupt';
export type ArchiveCheck = { ok: true; entries: number; unpackedBytes: number } | { ok: false; problem: ArchiveProblem };

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const SHEET_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml'];

function findEndOfCentralDirectory(b: Buffer): number {
  const stop = Math.max(0, b.length - 22 - 0xffff);
  for (let i = b.length - 22; i >= stop; i--) if (b.readUInt32LE(i) === EOCD) return i;
  return -1;
}

/**
 * Security gate run BEFORE exceljs sees the bytes (ARCHITECTURE §2, Files). An .xlsx is a zip:
 * - the magic bytes must be a zip (PK\3\4); OLE2 (.xls, BIFF8) is refused because exceljs cannot
 *   read it and we do not ship a BIFF parser;
 * - the central directory is read first: more than `maxZipEntries` entries, Zip64 or encrypted
 *   entries, or declared sizes over the budget are refused without inflating anything;
 * - every entry is then really inflated with a hard output cap (zlib maxOutputLength), because a
 *   zip bomb can lie about its sizes in the directory; the real total must stay under `maxUnpackedBytes`;
 * - macro-enabled workbooks (xl/vbaProject.bin, macroEnabled content types) and anything whose
 *   main part is not a spreadsheet (xlsb, docx…) are refused.
 * `visit` sees every inflated entry once (the parse worker counts sheet cells with it), so the
 * archive is inflated only once per check.
 */
export function inspectXlsxArchive(bytes: Buffer, visit?: (name: string, content: Buffer) => void): ArchiveCheck {
  if (bytes.length >= 8 && OLE2.every((v, i) => bytes[i] === v)) return { ok: false, problem: 'legacy-xls' };
  if (bytes.length < 30 || bytes.readUInt32LE(0) !== LOCAL) return { ok: false, problem: 'not-xlsx' };
  try {
    const eocd = findEndOfCentralDirectory(bytes);
    if (eocd < 0) return { ok: false, problem: 'corrupt' };
    const total = bytes.readUInt16LE(eocd + 10);
    const cdSize = bytes.readUInt32LE(eocd + 12);
    const cdOffset = bytes.readUInt32LE(eocd + 16);
    if (total === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) return { ok: false, problem: 'too-large' };
    if (total > L.maxZipEntries) return { ok: false, problem: 'too-many-entries' };
    if (cdOffset + cdSize > eocd) return { ok: false, problem: 'corrupt' };

    const entries: { name: string; method: number; flags: number; compressed: number; declared: number; local: number }[] = [];
    let declaredTotal = 0;
    for (let p = cdOffset, n = 0; n < total; n++) {
      if (bytes.readUInt32LE(p) !== CENTRAL) return { ok: false, problem: 'corrupt' };
      const nameLength = bytes.readUInt16LE(p + 28);
      const entry = {
        flags: bytes.readUInt16LE(p + 8),
        method: bytes.readUInt16LE(p + 10),
        compressed: bytes.readUInt32LE(p + 20),
        declared: bytes.readUInt32LE(p + 24),
        local: bytes.readUInt32LE(p + 42),
        name: bytes.toString('utf8', p + 46, p + 46 + nameLength),
      };
      declaredTotal += entry.declared;
      if (entry.declared === 0xffffffff || declaredTotal > L.maxUnpackedBytes) return { ok: false, problem: 'too-large' };
      entries.push(entry);
      p += 46 + nameLength + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32);
    }

    const names = entries.map((e) => e.name.toLowerCase());
    if (names.some((n) => n.endsWith('vbaproject.bin') || (n.endsWith('.bin') && n.includes('activex')))) return { ok: false, problem: 'macros' };
    if (!names.includes('[content_types].xml') || !names.includes('xl/workbook.xml')) return { ok: false, problem: 'not-xlsx' };

    let unpacked = 0;
    let contentTypes = '';
    for (const entry of entries) {
      if (entry.flags & 0x1) return { ok: false, problem: 'corrupt' };
      if (bytes.readUInt32LE(entry.local) !== LOCAL) return { ok: false, problem: 'corrupt' };
      const start = entry.local + 30 + bytes.readUInt16LE(entry.local + 26) + bytes.readUInt16LE(entry.local + 28);
      const data = bytes.subarray(start, start + entry.compressed);
      if (data.length !== entry.compressed) return { ok: false, problem: 'corrupt' };
      const budget = L.maxUnpackedBytes - unpacked;
      let content: Buffer;
      if (entry.method === 0) content = data;
      else if (entry.method === 8) {
        try {
          content = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
        } catch (error) {
          return { ok: false, problem: error instanceof RangeError ? 'too-large' : 'corrupt' };
        }
      } else return { ok: false, problem: 'corrupt' };
      unpacked += content.length;
      if (unpacked > L.maxUnpackedBytes) return { ok: false, problem: 'too-large' };
      if (entry.name.toLowerCase() === '[content_types].xml') contentTypes = content.toString('utf8');
      visit?.(entry.name, content);
    }
    if (/macroEnabled|vbaProject/i.test(contentTypes)) return { ok: false, problem: 'macros' };
    if (!SHEET_TYPES.some((t) => contentTypes.includes(t))) return { ok: false, problem: 'not-xlsx' };
    return { ok: true, entries: entries.length, unpackedBytes: unpacked };
  } catch {
    return { ok: false, problem: 'corrupt' };
  }
}
