#!/usr/bin/env node
// What makes up each measured route (scripts/bench/bundle-size.mjs): every chunk's bytes
// attributed to the source they came from through the build's source maps, then grouped by
// package (react-dom, @chakra-ui/react, @firebase/auth, …) or, for our own packages, by
// package and folder. A chunk's gzipped size is shared out in proportion to the minified
// bytes each source contributes (gzip does not compress pieces separately, so this is an
// estimate; the totals are exact).
//
//   node scripts/bench/bundle-composition.mjs [--dist <dir with .map files>] [--top N]
//
// Without --dist it builds packages/web with hidden source maps into a temporary folder
// (the JavaScript is byte for byte what the ordinary build ships) and removes it after.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureBundle } from './bundle-size.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** The source map's segments as [generatedLine, generatedColumn, sourceIndex | -1]. */
const decodeMappings = (mappings) => {
  const segments = [];
  let source = 0;
  for (const [line, text] of mappings.split(';').entries()) {
    let column = 0;
    for (const segment of text.split(',')) {
      if (segment === '') continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT[char];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push([line, column, values.length > 1 ? source : -1]);
    }
  }
  return segments;
};

/** The owner of a source path: a package in node_modules, or our package and its folder. */
export const ownerOf = (source) => {
  const path = source.replaceAll('\\', '/');
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = path.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const ours = /packages\/([^/]+)\/src\/(.*)$/.exec(path);
  if (ours) {
    const [, pkg, rest] = ours;
    const folder = rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : rest;
    return `@estudio/${pkg} ${folder}`;
  }
  return path.replace(/^(\.\.\/)+/, '');
};

/** Minified bytes of one chunk by source path (the map beside it, `<file>.map`). */
const bytesBySource = (code, map) => {
  const lineStarts = [0];
  for (let index = 0; index < code.length; index += 1) if (code[index] === '\n') lineStarts.push(index + 1);
  const segments = decodeMappings(map.mappings);
  const totals = new Map();
  const add = (name, bytes) => totals.set(name, (totals.get(name) ?? 0) + bytes);
  const total = Buffer.byteLength(code);
  // Columns count UTF-16 units; byte offsets are summed segment by segment, in order.
  let chars = 0;
  let bytes = 0;
  const offsets = segments.map(([line, column]) => {
    const at = Math.min((lineStarts[line] ?? code.length) + column, code.length);
    bytes += Buffer.byteLength(code.slice(chars, at));
    chars = at;
    return bytes;
  });
  add('(unmapped)', offsets[0] ?? total);
  segments.forEach((segment, index) => {
    const end = offsets[index + 1] ?? total;
    add(segment[2] >= 0 ? map.sources[segment[2]] : '(unmapped)', end - offsets[index]);
  });
  return totals;
};

/**
 * For a set of chunk files: [{ owner, gzipBytes, sources: [{ source, gzipBytes }] }],
 * largest first, and the chunks with their gzipped sizes.
 */
export const composition = (distDir, files) => {
  const owners = new Map();
  const chunks = [];
  for (const file of files) {
    const code = readFileSync(join(distDir, file), 'utf8');
    const gzipBytes = gzipSync(Buffer.from(code), { level: 9 }).length;
    chunks.push({ file, gzipBytes });
    const mapFile = join(distDir, `${file}.map`);
    const bySource = existsSync(mapFile)
      ? bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')))
      : new Map([['(no source map)', Buffer.byteLength(code)]]);
    const raw = Buffer.byteLength(code);
    for (const [source, bytes] of bySource) {
      const owner = ownerOf(source);
      const share = (bytes / raw) * gzipBytes;
      const entry = owners.get(owner) ?? { owner, gzipBytes: 0, sources: new Map() };
      entry.gzipBytes += share;
      entry.sources.set(source, (entry.sources.get(source) ?? 0) + share);
      owners.set(owner, entry);
    }
  }
  const rows = [...owners.values()]
    .map(({ owner, gzipBytes, sources }) => ({
      owner,
      gzipBytes,
      sources: [...sources]
        .map(([source, bytes]) => ({ source, gzipBytes: bytes }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { rows, chunks: chunks.sort((a, b) => b.gzipBytes - a.gzipBytes) };
};

/** Builds packages/web with hidden source maps into a temporary folder; returns the folder. */
export const buildWithSourceMaps = () => {
  const outDir = mkdtempSync(join(tmpdir(), 'estudio-bundle-'));
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'error',
      '--sourcemap',
      'hidden',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { cwd: join(root, 'packages/web'), stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('vite build failed');
  return outDir;
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the owners of each route's gzipped bytes, largest first. */
export const printComposition = (distDir, top = 15) => {
  const routes = measureBundle(distDir);
  for (const [name, files] of [
    ['login route', routes.login.files],
    ['signed-in /requirements', routes.console.files],
  ]) {
    const { rows, chunks } = composition(distDir, files);
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    console.log(`\n${name}: ${kb(total)} gz in ${chunks.length} file${chunks.length === 1 ? '' : 's'}`);
    console.table(
      rows.slice(0, top).map((row) => ({
        from: row.owner,
        gzip: kb(row.gzipBytes),
        share: `${((row.gzipBytes / total) * 100).toFixed(1)} %`,
      })),
    );
    console.log(
      `largest files: ${chunks
        .slice(0, 6)
        .map((chunk) => `${chunk.file.replace(/^assets\//, '')} ${kb(chunk.gzipBytes)}`)
        .join(', ')}`,
    );
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name) => {
    const index = process.argv.indexOf(name);
    return index >= 0 ? process.argv[index + 1] : undefined;
  };
  const given = option('--dist');
  const distDir = given ?? buildWithSourceMaps();
  try {
    printComposition(distDir, Number(option('--top') ?? 15));
  } finally {
    if (given === undefined) rmSync(distDir, { recursive: true, force: true });
  }
}
