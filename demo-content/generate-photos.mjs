#!/usr/bin/env node
// Paints the demo content's photographs (destinations, hotels, blog covers, site heroes) into
// api-server/media/photos as JPEGs. A developer tool: run once, commit the output; the seed never
// runs it.
// Deterministic: each picture's randomness is seeded from its file name.
//
// Usage: node demo-content/generate-photos.mjs [--only <substring>] [--scale <0..1>] [--out <dir>]
//                                               [--preview <dir>] [--readme]
//   (or npm run generate:photos -- <options>)
//   --scale and --preview are for iterating: smaller pictures, PNG previews 600 px wide.
//   --readme only rewrites api-server/media/photos/README.md (licence and list of pictures).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  createCanvas,
  createNoise,
  createRandom,
  develop,
  encodeJpeg,
  hashText,
} from './photos/core.mjs';
import { API_MEDIA_DIR } from './api-media-dir.mjs';
import { catalogue } from './photos/catalogue.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const OUT_DIR = path.resolve(arg('--out') ?? path.join(API_MEDIA_DIR, 'photos'));
const ONLY = arg('--only');
const SCALE = Number(arg('--scale') ?? 1);
const PREVIEW = arg('--preview');
const QUALITY = 82;

/** Paints one picture at the given size and returns its developed 8-bit RGB pixels. */
function paint(item, w, h) {
  const seed = hashText(item.file);
  const ctx = {
    canvas: createCanvas(w, h),
    w,
    h,
    noise: createNoise(seed),
    rand: createRandom(seed ^ 0x9e3779b9),
  };
  item.paint(ctx);
  return develop(ctx.canvas, item.develop ?? {}, seed);
}

async function main() {
  if (process.argv.includes('--readme')) {
    writeFileSync(path.join(OUT_DIR, 'README.md'), readme(catalogue()));
    return;
  }
  const items = catalogue().filter((item) => !ONLY || item.file.includes(ONLY));
  const started = Date.now();
  let total = 0;
  for (const item of items) {
    const t0 = Date.now();
    const w = Math.round(item.width * SCALE);
    const h = Math.round(item.height * SCALE);
    const pixels = paint(item, w, h);
    const jpeg = await encodeJpeg(pixels, w, h, item.quality ?? QUALITY);
    const file = path.join(OUT_DIR, item.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, jpeg);
    total += jpeg.length;
    if (PREVIEW) {
      const preview = path.join(PREVIEW, item.file.replace(/\//g, '--').replace(/\.jpg$/, '.png'));
      mkdirSync(PREVIEW, { recursive: true });
      await sharp(jpeg).resize({ width: 600 }).png().toFile(preview);
    }
    console.log(
      `${item.file.padEnd(58)} ${w}x${h} ${(jpeg.length / 1024).toFixed(0).padStart(5)} KB ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  console.log(
    `${items.length} pictures, ${(total / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (!ONLY && SCALE === 1) writeFileSync(path.join(OUT_DIR, 'README.md'), readme(items));
}

/** The licence and the list of pictures with what each shows (usable as alt text). */
function readme(items) {
  const lines = items.map(
    (item) => `- \`${item.file}\` (${item.width}×${item.height}): ${item.describe}.`,
  );
  return `# Demo photographs

Every picture in this folder was painted by this project's own generator,
\`demo-content/generate-photos.mjs\`, from procedural noise: no photograph, drawing or other
third-party material went into them. Each picture is seeded from its file name, so the same
Node.js and sharp versions paint the same pictures again. Regenerating them all takes about a
quarter of an hour on two cores:

\`\`\`sh
npm run generate:photos
\`\`\`

Landscapes are painted back to front (sky and clouds, ridges with haze and valley fog, water that
mirrors what stands above it, sand, fields, trees, boats, buildings); hotel rooms are ray-cast
boxes with sunlight through the window, lamps and soft contact shadows; a camera finish (bloom,
tone curve, vignette, sharpening, film grain) comes last. JPEG: quality ${QUALITY}, mozjpeg,
progressive, sRGB, no metadata.

## Licence

These images are dedicated to the public domain under
[CC0 1.0 Universal](https://creativecommons.org/publicdomain/zero/1.0/): anyone may copy, modify
and use them for any purpose without asking.

## Contents

${lines.join('\n')}
`;
}

await main();
