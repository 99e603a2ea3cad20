/** Content sniffing: the extension a client claims must match what the bytes are. */
const SIGNATURES: { mime: string; extensions: string[]; matches: (b: Uint8Array) => boolean }[] = [
  { mime: 'image/png', extensions: ['png'], matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/webp',
    extensions: ['webp'],
    matches: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  },
  { mime: 'application/pdf', extensions: ['pdf'], matches: (b) => String.fromCharCode(...b.slice(0, 5)) === '%PDF-' },
];

/** The MIME type when the bytes really are of the claimed extension, else undefined. */
export function sniffMime(bytes: Uint8Array, extension: string): string | undefined {
  const ext = extension.toLowerCase();
  return SIGNATURES.find((s) => s.extensions.includes(ext) && s.matches(bytes))?.mime;
}
