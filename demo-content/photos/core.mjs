// Building blocks of the photo generator: seeded randomness, noise, a float RGB canvas with
// anti-aliased shapes, blur, and the "camera" finish (bloom, tone, vignette, grain) before JPEG.
import sharp from 'sharp';

// ---------------------------------------------------------------------------------------------
// Randomness

/** FNV-1a hash of a text: the seed of everything drawn for one picture. */
export function hashText(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for composition choices. */
export function createRandom(seed) {
  let state = seed | 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (a, b) => a + (b - a) * next();
  next.int = (a, b) => Math.floor(a + (b - a + 1) * next());
  next.pick = (list) => list[Math.floor(next() * list.length)];
  next.chance = (p) => next() < p;
  return next;
}

/** Integer hash of a lattice point, used by cell noise and grain. */
export function hash2(x, y, seed) {
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(y, 0x165667b1) ^ seed;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Noise: 2D gradient (Perlin) noise, its fractal sums, and cell (Worley) noise.

const ROT_C = 0.8;
const ROT_S = 0.6;

export function createNoise(seed) {
  const random = createRandom(seed);
  const perm = new Uint16Array(512);
  for (let i = 0; i < 256; i += 1) perm[i] = i;
  for (let i = 255; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const t = perm[i];
    perm[i] = perm[j];
    perm[j] = t;
  }
  for (let i = 0; i < 256; i += 1) perm[i + 256] = perm[i];
  const gx = new Float32Array(256);
  const gy = new Float32Array(256);
  for (let i = 0; i < 256; i += 1) {
    const angle = random() * Math.PI * 2;
    gx[i] = Math.cos(angle);
    gy[i] = Math.sin(angle);
  }

  /** Gradient noise in about [-1, 1]. */
  function noise(x, y) {
    const fx = Math.floor(x);
    const fy = Math.floor(y);
    const X = fx & 255;
    const Y = fy & 255;
    const xr = x - fx;
    const yr = y - fy;
    const u = xr * xr * xr * (xr * (xr * 6 - 15) + 10);
    const v = yr * yr * yr * (yr * (yr * 6 - 15) + 10);
    const a = perm[X] + Y;
    const b = perm[X + 1] + Y;
    const g00 = perm[a];
    const g01 = perm[a + 1];
    const g10 = perm[b];
    const g11 = perm[b + 1];
    const n00 = gx[g00] * xr + gy[g00] * yr;
    const n10 = gx[g10] * (xr - 1) + gy[g10] * yr;
    const n01 = gx[g01] * xr + gy[g01] * (yr - 1);
    const n11 = gx[g11] * (xr - 1) + gy[g11] * (yr - 1);
    const nx0 = n00 + u * (n10 - n00);
    const nx1 = n01 + u * (n11 - n01);
    return (nx0 + v * (nx1 - nx0)) * 1.41;
  }

  /** Fractal sum; each octave is rotated and shifted so the lattice never lines up. */
  function fbm(x, y, octaves = 5, lacunarity = 2, gain = 0.5) {
    let sum = 0;
    let amp = 1;
    let norm = 0;
    let px = x;
    let py = y;
    for (let o = 0; o < octaves; o += 1) {
      sum += amp * noise(px, py);
      norm += amp;
      amp *= gain;
      const nx = (px * ROT_C - py * ROT_S) * lacunarity + 17.3;
      py = (px * ROT_S + py * ROT_C) * lacunarity + 9.1;
      px = nx;
    }
    return sum / norm;
  }

  /** Ridged multifractal in [0, 1]: sharp crests, as on eroded peaks. */
  function ridged(x, y, octaves = 5) {
    let sum = 0;
    let amp = 0.5;
    let norm = 0;
    let weight = 1;
    let px = x;
    let py = y;
    for (let o = 0; o < octaves; o += 1) {
      let n = 1 - Math.abs(noise(px, py));
      n *= n * weight;
      weight = Math.min(1, n * 2);
      sum += n * amp;
      norm += amp;
      amp *= 0.5;
      const nx = (px * ROT_C - py * ROT_S) * 2 + 5.2;
      py = (px * ROT_S + py * ROT_C) * 2 + 1.3;
      px = nx;
    }
    return sum / norm;
  }

  // Cell noise writes its results here (no allocation per call).
  const cellOut = { f1: 0, f2: 0, id: 0, dx: 0, dy: 0 };
  const cellSeed = hash2(seed, 77, 991);
  /** Distance to the nearest and second nearest jittered lattice point. */
  function cell(x, y) {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    let f1 = 9;
    let f2 = 9;
    let id = 0;
    let bdx = 0;
    let bdy = 0;
    for (let j = -1; j <= 1; j += 1) {
      for (let i = -1; i <= 1; i += 1) {
        const h = hash2(ix + i, iy + j, cellSeed);
        const px = ix + i + 0.1 + 0.8 * ((h & 0xffff) / 65536);
        const py = iy + j + 0.1 + 0.8 * ((h >>> 16) / 65536);
        const dx = x - px;
        const dy = y - py;
        const d = dx * dx + dy * dy;
        if (d < f1) {
          f2 = f1;
          f1 = d;
          id = h;
          bdx = dx;
          bdy = dy;
        } else if (d < f2) {
          f2 = d;
        }
      }
    }
    cellOut.f1 = Math.sqrt(f1);
    cellOut.f2 = Math.sqrt(f2);
    cellOut.id = id;
    cellOut.dx = bdx;
    cellOut.dy = bdy;
    return cellOut;
  }

  return { noise, fbm, ridged, cell, cellOut };
}

// ---------------------------------------------------------------------------------------------
// Small maths

export const clamp01 = (x) => (x < 0 ? 0 : x > 1 ? 1 : x);
export const mix = (a, b, t) => a + (b - a) * t;
export function smoothstep(e0, e1, x) {
  const t = clamp01((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
}

/** '#rrggbb' to [r, g, b] in 0..1. */
export function rgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/** Picks a colour along a list of stops spread evenly over 0..1. */
export function ramp(stops, t, out) {
  const x = clamp01(t) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(x));
  const f = x - i;
  const a = stops[i];
  const b = stops[i + 1];
  out[0] = a[0] + (b[0] - a[0]) * f;
  out[1] = a[1] + (b[1] - a[1]) * f;
  out[2] = a[2] + (b[2] - a[2]) * f;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Canvas: interleaved float RGB, values nominally 0..1 (brighter than 1 feeds the bloom).

export function createCanvas(w, h) {
  return { w, h, px: new Float32Array(w * h * 3) };
}

export function blendAt(canvas, i, r, g, b, a) {
  const px = canvas.px;
  px[i] += (r - px[i]) * a;
  px[i + 1] += (g - px[i + 1]) * a;
  px[i + 2] += (b - px[i + 2]) * a;
}

/**
 * Fills the pixels of a box where `paint(x, y, out)` returns a coverage above 0, writing its
 * colour into `out`. The painter gets pixel centres, so edges can be anti-aliased by the caller.
 */
export function paintBox(canvas, x0, y0, x1, y1, paint) {
  const { w, h } = canvas;
  const xa = Math.max(0, Math.floor(x0));
  const ya = Math.max(0, Math.floor(y0));
  const xb = Math.min(w - 1, Math.ceil(x1));
  const yb = Math.min(h - 1, Math.ceil(y1));
  const out = [0, 0, 0];
  for (let y = ya; y <= yb; y += 1) {
    for (let x = xa; x <= xb; x += 1) {
      const a = paint(x + 0.5, y + 0.5, out);
      if (a > 0) blendAt(canvas, (y * w + x) * 3, out[0], out[1], out[2], a > 1 ? 1 : a);
    }
  }
}

/**
 * A tapered stroke from (x0, y0) to (x1, y1), anti-aliased. `shade(t, s)` (optional) scales the
 * colour by position along (t, 0..1) and across (s, -1..1) the stroke: round things look round.
 */
export function stroke(canvas, x0, y0, x1, y1, r0, r1, color, alpha = 1, shade = null) {
  const pad = Math.max(r0, r1) + 2;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len2 = dx * dx + dy * dy || 1e-6;
  const len = Math.sqrt(len2);
  paintBox(
    canvas,
    Math.min(x0, x1) - pad,
    Math.min(y0, y1) - pad,
    Math.max(x0, x1) + pad,
    Math.max(y0, y1) + pad,
    (x, y, out) => {
      const px = x - x0;
      const py = y - y0;
      let t = (px * dx + py * dy) / len2;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const r = r0 + (r1 - r0) * t;
      const ex = px - t * dx;
      const ey = py - t * dy;
      const d = Math.sqrt(ex * ex + ey * ey);
      const cover = r + 0.5 - d;
      if (cover <= 0) return 0;
      let k = 1;
      if (shade) k = shade(t, (ex * dy - ey * dx) / len / Math.max(r, 0.5));
      out[0] = color[0] * k;
      out[1] = color[1] * k;
      out[2] = color[2] * k;
      return (cover > 1 ? 1 : cover) * alpha;
    },
  );
}

/** Signed distance from a point to a closed polygon ([x0, y0, x1, y1, ...]), negative inside. */
export function polygonDistance(points, x, y) {
  let d = Infinity;
  let inside = false;
  const n = points.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i, i += 1) {
    const xi = points[i * 2];
    const yi = points[i * 2 + 1];
    const xj = points[j * 2];
    const yj = points[j * 2 + 1];
    const ex = xj - xi;
    const ey = yj - yi;
    const wx = x - xi;
    const wy = y - yi;
    const t = clamp01((wx * ex + wy * ey) / (ex * ex + ey * ey || 1e-9));
    const qx = wx - ex * t;
    const qy = wy - ey * t;
    d = Math.min(d, qx * qx + qy * qy);
    if (yi > y !== yj > y && x < (ex * (y - yi)) / (ey || 1e-9) + xi) inside = !inside;
  }
  return inside ? -Math.sqrt(d) : Math.sqrt(d);
}

/** Fills a polygon, anti-aliased; `color(x, y, out)` paints its inside. */
export function fillPolygon(canvas, points, color) {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < points.length; i += 2) {
    x0 = Math.min(x0, points[i]);
    x1 = Math.max(x1, points[i]);
    y0 = Math.min(y0, points[i + 1]);
    y1 = Math.max(y1, points[i + 1]);
  }
  paintBox(canvas, x0 - 1, y0 - 1, x1 + 1, y1 + 1, (x, y, out) => {
    const cover = 0.5 - polygonDistance(points, x, y);
    if (cover <= 0) return 0;
    color(x, y, out);
    return cover;
  });
}

/** Box blur of an interleaved buffer, in place; three passes look Gaussian. */
export function blur(buffer, w, h, channels, radius, passes = 3) {
  const r = Math.max(1, Math.round(radius));
  const line = new Float32Array(Math.max(w, h) * channels);
  for (let pass = 0; pass < passes; pass += 1) {
    blurAxis(buffer, w, h, channels, r, line, true);
    blurAxis(buffer, w, h, channels, r, line, false);
  }
}

function blurAxis(buffer, w, h, channels, r, line, horizontal) {
  const n = horizontal ? w : h;
  const lines = horizontal ? h : w;
  const step = horizontal ? channels : w * channels;
  const norm = 1 / (2 * r + 1);
  for (let l = 0; l < lines; l += 1) {
    const base = horizontal ? l * w * channels : l * channels;
    for (let c = 0; c < channels; c += 1) {
      let sum = 0;
      for (let k = -r; k <= r; k += 1) {
        const idx = Math.min(n - 1, Math.max(0, k));
        sum += buffer[base + idx * step + c];
      }
      for (let i = 0; i < n; i += 1) {
        line[i * channels + c] = sum * norm;
        const out = Math.max(0, i - r);
        const inn = Math.min(n - 1, i + r + 1);
        sum += buffer[base + inn * step + c] - buffer[base + out * step + c];
      }
    }
    for (let i = 0; i < n; i += 1) {
      for (let c = 0; c < channels; c += 1) buffer[base + i * step + c] = line[i * channels + c];
    }
  }
}

/** Bilinear sample of a float buffer (channels interleaved) into `out`. */
export function sample(buffer, w, h, channels, x, y, out) {
  const fx = Math.min(w - 1.001, Math.max(0, x));
  const fy = Math.min(h - 1.001, Math.max(0, y));
  const ix = Math.floor(fx);
  const iy = Math.floor(fy);
  const tx = fx - ix;
  const ty = fy - iy;
  const i00 = (iy * w + ix) * channels;
  const i10 = i00 + channels;
  const i01 = i00 + w * channels;
  const i11 = i01 + channels;
  for (let c = 0; c < channels; c += 1) {
    const a = buffer[i00 + c] + (buffer[i10 + c] - buffer[i00 + c]) * tx;
    const b = buffer[i01 + c] + (buffer[i11 + c] - buffer[i01 + c]) * tx;
    out[c] = a + (b - a) * ty;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Finish: what a camera and a little editing add.

/**
 * Bloom, tone curve, saturation, white balance, vignette and film grain; returns 8-bit RGB.
 * Grain has a fine and a slightly coarser part, as silver grain clumps: it is most of the fine
 * detail a JPEG of a real photograph carries.
 */
export function develop(canvas, options, seed) {
  const {
    bloom = 0.25,
    bloomThreshold = 0.8,
    contrast = 0.25,
    saturation = 1.05,
    tint = [1, 1, 1],
    vignette = 0.3,
    grain = 0.03,
    lift = 0.015,
    sharpen = 0.8,
  } = options;
  const { w, h, px } = canvas;

  // Unsharp mask: the local contrast a lens and a camera's processing give.
  if (sharpen > 0) {
    const soft = new Float32Array(px);
    blur(soft, w, h, 3, 1, 2);
    for (let i = 0; i < px.length; i += 1) px[i] += (px[i] - soft[i]) * sharpen;
  }

  // Bloom at quarter resolution.
  const sw = Math.ceil(w / 4);
  const sh = Math.ceil(h / 4);
  const small = new Float32Array(sw * sh * 3);
  if (bloom > 0) {
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        const i = (y * w + x) * 3;
        const lum = px[i] * 0.3 + px[i + 1] * 0.59 + px[i + 2] * 0.11;
        const k = Math.max(0, lum - bloomThreshold) / (lum + 1e-4);
        const j = ((y >> 2) * sw + (x >> 2)) * 3;
        small[j] += px[i] * k * 0.0625;
        small[j + 1] += px[i + 1] * k * 0.0625;
        small[j + 2] += px[i + 2] * k * 0.0625;
      }
    }
    blur(small, sw, sh, 3, Math.max(2, w / 160));
  }

  // Grain: a coarse field at half resolution plus a per-pixel part.
  const gw = Math.ceil(w / 2) + 1;
  const coarse = new Float32Array(gw * (Math.ceil(h / 2) + 2));
  for (let i = 0; i < coarse.length; i += 1) {
    coarse[i] = (hash2(i, 3, seed) / 4294967296 + hash2(i, 5, seed) / 4294967296 - 1) * 1.2;
  }

  const out = Buffer.alloc(w * h * 3);
  const bl = [0, 0, 0];
  const cx = w / 2;
  const cy = h / 2;
  const diag2 = cx * cx + cy * cy;
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = (y * w + x) * 3;
      let r = px[i];
      let g = px[i + 1];
      let b = px[i + 2];
      if (bloom > 0) {
        sample(small, sw, sh, 3, x / 4 - 0.5, y / 4 - 0.5, bl);
        r += bl[0] * bloom;
        g += bl[1] * bloom;
        b += bl[2] * bloom;
      }
      r *= tint[0];
      g *= tint[1];
      b *= tint[2];
      // Soft shoulder for highlights, then an S-curve.
      r = r > 0.8 ? 0.8 + 0.2 * (1 - Math.exp(-(r - 0.8) * 5)) : r;
      g = g > 0.8 ? 0.8 + 0.2 * (1 - Math.exp(-(g - 0.8) * 5)) : g;
      b = b > 0.8 ? 0.8 + 0.2 * (1 - Math.exp(-(b - 0.8) * 5)) : b;
      r = clamp01(r);
      g = clamp01(g);
      b = clamp01(b);
      r += contrast * (r * r * (3 - 2 * r) - r);
      g += contrast * (g * g * (3 - 2 * g) - g);
      b += contrast * (b * b * (3 - 2 * b) - b);
      const lum = r * 0.3 + g * 0.59 + b * 0.11;
      r = lum + (r - lum) * saturation;
      g = lum + (g - lum) * saturation;
      b = lum + (b - lum) * saturation;
      const dx = x - cx;
      const dy = y - cy;
      const v = 1 - vignette * Math.pow((dx * dx + dy * dy) / diag2, 1.5);
      const fine = hash2(x, y, seed) / 4294967296 - 0.5;
      const gx = (x - 0.5) / 2;
      const gy = (y - 0.5) / 2;
      const gi = Math.max(0, Math.floor(gy)) * gw + Math.max(0, Math.floor(gx));
      const fx = gx - Math.floor(gx);
      const fy = gy - Math.floor(gy);
      const cg =
        (coarse[gi] * (1 - fx) + coarse[gi + 1] * fx) * (1 - fy) +
        (coarse[gi + gw] * (1 - fx) + coarse[gi + gw + 1] * fx) * fy;
      const n = (fine * 0.6 + cg * 0.7) * grain * (0.5 + 2 * lum * (1 - lum) + 0.25);
      const chroma = (hash2(x, y, seed ^ 0x5bd1e995) / 4294967296 - 0.5) * grain * 0.35;
      out[i] = Math.round(clamp01(lift + (r * v + n + chroma) * (1 - lift)) * 255);
      out[i + 1] = Math.round(clamp01(lift + (g * v + n) * (1 - lift)) * 255);
      out[i + 2] = Math.round(clamp01(lift + (b * v + n - chroma) * (1 - lift)) * 255);
    }
  }
  return out;
}

/** The house JPEG: mozjpeg, progressive, sRGB, no metadata (sharp writes none unless asked). */
export function encodeJpeg(rgbBytes, w, h, quality) {
  return sharp(rgbBytes, { raw: { width: w, height: h, channels: 3 } })
    .toColourspace('srgb')
    .jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
