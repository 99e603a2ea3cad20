import { randomUUID } from 'node:crypto';

/** A multipart body of `files` parts (the payroll CFDI upload), as payroll-checks.test.ts builds it. */
export function filesBody(files: { name: string; bytes: Buffer }[]) {
  const boundary = `----avala${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const f of files) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: text/xml\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
