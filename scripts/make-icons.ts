// Draws the app icons from one SVG (the brand mark: white scissors on teal). Run once after a
// change to the mark: `npx tsx scripts/make-icons.ts`; the PNGs are committed.
import path from 'node:path';
import sharp from 'sharp';

const TEAL = '#087f5b';
const dir = path.resolve(import.meta.dirname, '../public/icons');

/** `padding`: share of the edge left empty; maskable icons keep their mark in the safe circle. */
function svg(size: number, padding: number, rounded: boolean): string {
  const inner = size * (1 - 2 * padding);
  const scale = inner / 24;
  const offset = size * padding;
  const radius = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${TEAL}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round">
    <circle cx="6" cy="6" r="3"/><circle cx="6" cy="18" r="3"/>
    <path d="M20 4 8.1 15.9M14.5 14.5 20 20M8.1 8.1 12 12"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, padding: 0.18, rounded: true },
  { file: 'icon-512.png', size: 512, padding: 0.18, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, padding: 0.28, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, padding: 0.2, rounded: false },
];

for (const icon of icons) {
  await sharp(Buffer.from(svg(icon.size, icon.padding, icon.rounded)))
    .png()
    .toFile(path.join(dir, icon.file));
}
await sharp(Buffer.from(svg(64, 0.16, true)))
  .png()
  .toFile(path.join(dir, 'favicon-64.png'));
