/**
 * Draws the Avala icons (public/icons/*.png, public/favicon.svg) from one geometric description:
 * a deep-blue tile (#1c4e80) with a white "A" and a gold crossbar. Pure Node (zlib PNG encoder,
 * 4×4 supersampling), so it runs anywhere without a browser or image library.
 *
 *   npx tsx scripts/generate-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

type Rgb = [number, number, number];
const BLUE: Rgb = [0x1c, 0x4e, 0x80];
const WHITE: Rgb = [0xff, 0xff, 0xff];
const GOLD: Rgb = [0xf2, 0xb3, 0x3d];

/** The drawing in a 64×64 box, the same as src/web/components/brand/avala-logo.tsx. */
const STROKES = [
  { from: [18, 48], to: [32, 15], radius: 3.5, color: WHITE },
  { from: [32, 15], to: [46, 48], radius: 3.5, color: WHITE },
  { from: [24.5, 37], to: [39.5, 37], radius: 3, color: GOLD },
] as const;

interface IconSpec {
  file: string;
  size: number;
  /** Corner radius of the tile in box units; 0 = full-bleed square (maskable, Apple). */
  cornerRadius: number;
  /** Scale of the letter around the centre: maskable icons keep it inside the 80 % safe circle. */
  contentScale: number;
}

const ICONS: IconSpec[] = [
  { file: 'icons/icon-192.png', size: 192, cornerRadius: 14, contentScale: 1 },
  { file: 'icons/icon-512.png', size: 512, cornerRadius: 14, contentScale: 1 },
  { file: 'icons/icon-maskable-512.png', size: 512, cornerRadius: 0, contentScale: 0.72 },
  { file: 'icons/apple-touch-icon.png', size: 180, cornerRadius: 0, contentScale: 0.86 },
];

type Point = readonly [number, number];

function segmentDistance(px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function insideRoundedTile(x: number, y: number, r: number): boolean {
  if (r === 0) return x >= 0 && x <= 64 && y >= 0 && y <= 64;
  const cx = Math.max(r, Math.min(64 - r, x));
  const cy = Math.max(r, Math.min(64 - r, y));
  return Math.hypot(x - cx, y - cy) <= r && x >= 0 && x <= 64 && y >= 0 && y <= 64;
}

/** Colour (or transparent) of one sample point in box units. */
function sample(x: number, y: number, spec: IconSpec): [number, number, number, number] {
  if (!insideRoundedTile(x, y, spec.cornerRadius)) return [0, 0, 0, 0];
  // Undo the content scale around the centre to find the point in drawing space.
  const [dx, dy] = [32 + (x - 32) / spec.contentScale, 32 + (y - 32) / spec.contentScale];
  let color: Rgb = BLUE;
  for (const stroke of STROKES) if (segmentDistance(dx, dy, stroke.from, stroke.to) <= stroke.radius) color = stroke.color;
  return [...color, 255];
}

function render(spec: IconSpec): Buffer {
  const { size } = spec;
  const SS = 4;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0 (None) + RGBA
    for (let px = 0; px < size; px++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const [cr, cg, cb, ca] = sample(((px + (sx + 0.5) / SS) / size) * 64, ((py + (sy + 0.5) / SS) / size) * 64, spec);
          // Premultiplied accumulation, so transparent samples do not darken the edges.
          r += (cr * ca) / 255;
          g += (cg * ca) / 255;
          b += (cb * ca) / 255;
          a += ca;
        }
      }
      const n = SS * SS;
      const alpha = a / n;
      const o = 1 + px * 4;
      row[o] = alpha ? Math.round((r / n) * (255 / alpha)) : 0;
      row[o + 1] = alpha ? Math.round((g / n) * (255 / alpha)) : 0;
      row[o + 2] = alpha ? Math.round((b / n) * (255 / alpha)) : 0;
      row[o + 3] = Math.round(alpha);
    }
    rows.push(row);
  }
  return encodePng(size, size, Buffer.concat(rows));
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE.at((c ^ byte) & 0xff) ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(width: number, height: number, filteredRows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filteredRows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <title>Avala</title>
  <rect width="64" height="64" rx="14" fill="#1c4e80"/>
  <path d="M18 48 L32 15 L46 48" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M24.5 37 H39.5" stroke="#f2b33d" stroke-width="6" stroke-linecap="round"/>
</svg>
`;

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
mkdirSync(join(publicDir, 'icons'), { recursive: true });
for (const spec of ICONS) {
  const png = render(spec);
  writeFileSync(join(publicDir, spec.file), png);
  console.log(`public/${spec.file}  ${spec.size}×${spec.size}  ${(png.length / 1024).toFixed(1)} KB`);
}
writeFileSync(join(publicDir, 'favicon.svg'), FAVICON_SVG);
console.log('public/favicon.svg');
