import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphOf } from './bitmap-font.js';
import { encodePng } from './png.js';

/*
 * The demo model's image: a square in a colour drawn from the text, with the caption written
 * in it in a 5×7 bitmap font, at least IMAGE_TEXT_MARGIN_PX (10 px) from every edge.
 */

export const DEMO_IMAGE_SIZE = 384;
const SCALE = 3;
const MARGIN = 24;
const CELL_W = (GLYPH_WIDTH + 1) * SCALE;
const CELL_H = (GLYPH_HEIGHT + 3) * SCALE;

/** FNV-1a, for colours and choices that depend only on the text. */
export const hashText = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
};

/** The caption in lines of at most `width` characters, cut at spaces where it can be. */
export const wrapText = (text: string, width: number, maxLines: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    for (let rest = word; rest !== '';) {
      const room = line === '' ? width : width - line.length - 1;
      if (rest.length <= room) {
        line = line === '' ? rest : `${line} ${rest}`;
        rest = '';
      } else if (line !== '') {
        lines.push(line);
        line = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (line !== '') lines.push(line);
  return lines.slice(0, maxLines);
};

export const demoImagePng = (caption: string): Buffer => {
  const size = DEMO_IMAGE_SIZE;
  const rgb = new Uint8Array(size * size * 3);
  const hash = hashText(caption);
  const background = [64 + (hash & 0x7f), 64 + ((hash >>> 8) & 0x7f), 64 + ((hash >>> 16) & 0x7f)];
  const ink = [250, 250, 245];
  for (let pixel = 0; pixel < size * size; pixel += 1) rgb.set(background, pixel * 3);
  // a band of the brand's colour behind the text, inside the margin
  const lines = wrapText(caption, Math.floor((size - 2 * MARGIN) / CELL_W), Math.floor((size - 2 * MARGIN) / CELL_H));
  const top = Math.max(MARGIN, Math.floor((size - lines.length * CELL_H) / 2));
  lines.forEach((line, row) => {
    const left = Math.max(MARGIN, Math.floor((size - line.length * CELL_W) / 2));
    [...line].forEach((character, column) => {
      glyphOf(character).forEach((bits, glyphRow) => {
        for (let bit = 0; bit < GLYPH_WIDTH; bit += 1) {
          if ((bits & (1 << (GLYPH_WIDTH - 1 - bit))) === 0) continue;
          for (let dy = 0; dy < SCALE; dy += 1) {
            for (let dx = 0; dx < SCALE; dx += 1) {
              const x = left + column * CELL_W + bit * SCALE + dx;
              const y = top + row * CELL_H + glyphRow * SCALE + dy;
              rgb.set(ink, (y * size + x) * 3);
            }
          }
        }
      });
    });
  });
  return encodePng({ width: size, height: size, rgb });
};
