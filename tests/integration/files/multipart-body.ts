import { randomUUID } from 'node:crypto';

/** A multipart/form-data body as a browser sends it: text fields first, then the file part. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array; type?: string }) {
  const boundary = `----avala${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(Buffer.from(file.bytes));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * CIDv1 computed without the multiformats package: version 1, raw codec 0x55, multihash
 * sha2-256 (0x12, 32 bytes), in RFC 4648 base32 lowercase without padding, prefixed "b".
 */
export function independentCid(sha256Hex: string): string {
  const bytes = Buffer.concat([Buffer.from([0x01, 0x55, 0x12, 0x20]), Buffer.from(sha256Hex, 'hex')]);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return `b${out}`;
}
