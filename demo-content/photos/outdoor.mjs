// Outdoor layers painted back to front: sky and clouds, ridges with haze and valley fog, tea
// terraces, water that reflects what is already painted, sand and surf, ground planes.
import { blendAt, clamp01, mix, paintBox, ramp, sample, smoothstep } from './core.mjs';

const fract = (x) => x - Math.floor(x);

/**
 * Sky: a gradient over `stops` (zenith to horizon), a sun with its glow, and perspective clouds
 * (domain-warped fractal noise on a plane above the viewer, lit from the sun's side).
 */
export function paintSky(ctx, o) {
  const { canvas, w, h, noise } = ctx;
  const { horizon, stops, sun = null, clouds = null } = o;
  const px = canvas.px;
  const col = [0, 0, 0];
  const hz = stops[stops.length - 1];
  const cl = clouds && {
    cover: 0.5,
    scale: 1,
    stretch: 0.45,
    lit: [1, 1, 1],
    shade: [0.6, 0.64, 0.72],
    ...clouds,
  };
  const threshold = cl ? mix(0.42, -0.3, cl.cover) : 0;
  for (let y = 0; y < h; y += 1) {
    const t = Math.pow(clamp01(y / horizon), 0.85);
    ramp(stops, t, col);
    const py = (horizon - y) / h;
    for (let x = 0; x < w; x += 1) {
      let r = col[0];
      let g = col[1];
      let b = col[2];
      if (y > horizon) {
        r = hz[0];
        g = hz[1];
        b = hz[2];
      }
      let glow = 0;
      if (sun) {
        const dx = (x - sun.x) / h;
        const dy = (y - sun.y) / h;
        const d = Math.sqrt(dx * dx + dy * dy);
        glow = sun.glow * (Math.exp(-d * 3.5) * 0.55 + Math.exp(-d * 18) * 0.6);
        r += sun.glowColor[0] * glow;
        g += sun.glowColor[1] * glow;
        b += sun.glowColor[2] * glow;
        if (sun.r > 0) {
          const disc = clamp01((sun.r - d * h) / 1.5 + 0.5);
          r = mix(r, sun.color[0], disc);
          g = mix(g, sun.color[1], disc);
          b = mix(b, sun.color[2], disc);
        }
      }
      if (cl && py > 0.004) {
        const depth = 1 / (py + 0.045);
        const u = ((x - w / 2) / h) * depth * 0.28 * cl.scale;
        const v = depth * 0.55 * cl.scale + 11.3;
        const q = noise.fbm(u * 0.6, v * 0.6, 3);
        const q2 = noise.fbm(u * 0.6 + 5.2, v * 0.6 + 1.3, 3);
        const du = u * cl.stretch + q * 0.9;
        const dv = v + q2 * 0.9;
        const dens = noise.fbm(du, dv, 6);
        const a = smoothstep(threshold, threshold + 0.28, dens) * smoothstep(0.004, 0.07, py);
        if (a > 0.002) {
          const side = sun ? Math.max(-1, Math.min(1, (sun.x - x) / (w * 0.25))) * 0.07 : 0.05;
          const dens2 = noise.fbm(du + side, dv - 0.08, 5);
          let light = clamp01(0.55 + (dens - dens2) * 4.5);
          light = light * (0.75 + 0.25 * clamp01(1 - (dens - threshold) * 1.2));
          let cr = mix(cl.shade[0], cl.lit[0], light);
          let cg = mix(cl.shade[1], cl.lit[1], light);
          let cb = mix(cl.shade[2], cl.lit[2], light);
          // Thin cloud edges near the sun light up.
          const rim = glow * (1 - a) * 1.5;
          cr += rim * (sun ? sun.glowColor[0] : 0);
          cg += rim * (sun ? sun.glowColor[1] : 0);
          cb += rim * (sun ? sun.glowColor[2] : 0);
          const far = Math.exp(-py * 9) * 0.55;
          cr = mix(cr, r, far);
          cg = mix(cg, g, far);
          cb = mix(cb, b, far);
          const alpha = a * (cl.opacity ?? 0.95);
          r = mix(r, cr, alpha);
          g = mix(g, cg, alpha);
          b = mix(b, cb, alpha);
        }
      }
      const i = (y * w + x) * 3;
      px[i] = r;
      px[i + 1] = g;
      px[i + 2] = b;
    }
  }
}

/**
 * A ridge (or an island when `envelope` is given) from its crest down to `bottom`, textured as
 * forest (cell-noise crowns), snow (ridged noise with gullies) or grass, faded by distance haze
 * and by valley fog at its foot. Returns the crest height of every column.
 */
export function paintRidge(ctx, o) {
  const { canvas, w, h, noise, rand } = ctx;
  const {
    base,
    amp,
    freq = 3,
    octaves = 6,
    ridged = false,
    bottom = h,
    canopy = null,
    texture = 'forest',
    light,
    dark,
    alt = null,
    crown: crownSize = 6,
    haze = null,
    fog = null,
    sunSide = -1,
    envelope = null,
    snowLine = 0.45,
    bottoms = null,
  } = o;
  const crownFn = typeof crownSize === 'function' ? crownSize : null;
  const off = rand() * 100;
  const tilt = rand.range(-1, 1);
  const tops = o.tops ? Float32Array.from(o.tops) : new Float32Array(w);
  for (let x = 0; x < w && !o.tops; x += 1) {
    const u = (x / w) * freq + off;
    const n = ridged
      ? (noise.ridged(u, off * 0.37, octaves) - 0.15) * 1.5
      : 0.5 + 1.3 * noise.fbm(u, off, octaves) + tilt * (x / w - 0.5);
    let top = base - amp * Math.max(0.05, n) * (envelope ? envelope(x) : 1);
    if (envelope && envelope(x) <= 0.001) top = h * 4;
    tops[x] = top;
  }
  // Tree crowns along the crest: rounded bumps of random height and width, smaller crowns on
  // the bigger ones, and a ragged edge of leaves.
  const bump = (x, size, seed) => {
    const s = x / size + 0.8 * noise.noise(x / size / 5, seed);
    const f = fract(s);
    const hh = 0.3 + 0.7 * fract(Math.sin(Math.floor(s) * 12.9898 + seed) * 43758.5453);
    return Math.sqrt(Math.max(0, 1 - (2 * f - 1) * (2 * f - 1))) * hh;
  };
  for (let x = 0; x < w && canopy; x += 1) {
    const c = canopy.size;
    const ragged = noise.fbm(x / Math.max(1.5, c * 0.12), off, 3);
    tops[x] -=
      canopy.height * (bump(x, c * 1.7, off) + 0.45 * bump(x, c * 0.55, off + 7) + 0.18 * ragged);
  }
  let minTop = h;
  for (let x = 0; x < w; x += 1) minTop = Math.min(minTop, tops[x]);
  // Slope of the crest: a face turned to the sun is lit, the other side is in shade. Spurs run
  // down from the crest, so pixels below take the slope of a crest point shifted by noise.
  const slope = new Float32Array(w);
  const sd = Math.max(2, Math.round(w * 0.006));
  for (let x = 0; x < w; x += 1) {
    const a = tops[Math.max(0, x - sd)];
    const b = tops[Math.min(w - 1, x + sd)];
    slope[x] = Math.abs(a - b) > h ? 0 : (b - a) / (2 * sd);
  }
  const big = w * 0.05;
  let maxBottom = bottoms ? 0 : bottom;
  if (bottoms) for (let x = 0; x < w; x += 1) maxBottom = Math.max(maxBottom, bottoms[x]);
  for (let y = Math.max(0, Math.floor(minTop)); y < Math.min(h, maxBottom); y += 1) {
    for (let x = 0; x < w; x += 1) {
      const depth = y + 0.5 - tops[x];
      let cover = clamp01(depth + 0.5);
      if (bottoms) cover *= clamp01(bottoms[x] - y);
      if (cover <= 0) continue;
      const crown = crownFn ? crownFn(x) : crownSize;
      let r;
      let g;
      let b;
      const spur = noise.fbm(x / big, y / big + off, 4);
      const xs = Math.min(w - 1, Math.max(0, Math.round(x + spur * depth * 1.2)));
      const face = slope[xs] * sunSide * 1.6 + spur * 0.35;
      if (texture === 'snow') {
        const rel = depth / Math.max(amp, 1);
        const warp = noise.fbm(x / (crown * 8), y / (crown * 8), 3);
        const gully = noise.ridged(x / (crown * 5) + warp * 0.6, y / (crown * 26) + off, 5);
        const snow = smoothstep(
          snowLine + 0.1,
          snowLine - 0.1,
          rel + 0.3 * noise.fbm(x / (w * 0.04), y / (w * 0.03), 4) - gully * 0.25,
        );
        const lit = smoothstep(-0.18, 0.22, face + (gully - 0.55) * 0.35);
        const fine = noise.noise(x / crown, y / crown) * 0.05;
        const sr = mix(dark[0], light[0], lit) + fine;
        const sg = mix(dark[1], light[1], lit) + fine;
        const sb = mix(dark[2], light[2], lit) + fine;
        const rock = (0.3 + 0.5 * lit) * (0.7 + gully * 0.5);
        const rc = alt ?? [0.4, 0.4, 0.45];
        const bare = snow * smoothstep(0.75, 0.55, gully + fine * 2 - rel * 0.2);
        r = mix(rc[0] * rock, sr, bare);
        g = mix(rc[1] * rock, sg, bare);
        b = mix(rc[2] * rock, sb, bare);
      } else {
        let tree;
        if (crown < 2.5) {
          tree = 0.5 + 0.5 * noise.fbm(x / crown, y / crown, 3);
        } else {
          const wq = noise.noise(x / (crown * 2.3), y / (crown * 2.3)) * 0.45;
          const c = noise.cell(x / crown + wq, y / (crown * 0.85) - wq);
          const lit = clamp01(0.5 + (c.dx * -sunSide - c.dy) * 0.8);
          tree =
            (0.35 + 0.65 * lit) * (1 - c.f1 * 0.45) * (0.8 + 0.2 * smoothstep(0, 0.2, c.f2 - c.f1));
        }
        const detail =
          noise.noise(x / (crown * 0.3 + 0.5), y / (crown * 0.3 + 0.5)) * 0.14 +
          noise.noise(x / 1.7, y / 1.7) * 0.1;
        let tone = clamp01(tree * 0.55 + clamp01(0.45 + face) * 0.45 + detail);
        if (texture === 'grass') tone = clamp01(0.5 + face * 0.7 + detail * 2 + (tree - 0.5) * 0.2);
        r = mix(dark[0], light[0], tone);
        g = mix(dark[1], light[1], tone);
        b = mix(dark[2], light[2], tone);
        if (alt) {
          const k = smoothstep(0.1, 0.5, noise.fbm(x / (w * 0.04), y / (w * 0.03) + off, 3));
          r = mix(r, alt[0] * (0.5 + tone), k * 0.6);
          g = mix(g, alt[1] * (0.5 + tone), k * 0.6);
          b = mix(b, alt[2] * (0.5 + tone), k * 0.6);
        }
      }
      if (haze) {
        r = mix(r, haze.color[0], haze.amount);
        g = mix(g, haze.color[1], haze.amount);
        b = mix(b, haze.color[2], haze.amount);
      }
      if (fog) {
        const swirl = 0.7 + 0.6 * noise.fbm(x / (w * 0.12), y / (w * 0.03) + off, 4);
        const f = clamp01(smoothstep(0, fog.depth, depth) * fog.amount * swirl);
        r = mix(r, fog.color[0], f);
        g = mix(g, fog.color[1], f);
        b = mix(b, fog.color[2], f);
      }
      blendAt(canvas, (y * w + x) * 3, r, g, b, cover);
    }
  }
  return tops;
}

/**
 * Tea terraces: hedgerows that follow the slope under `tops`, closer rows wider (perspective),
 * each row a rounded hedge lit on its top, with cell-noise leaf clusters and fresh yellow tips.
 */
export function paintTea(ctx, o) {
  const { canvas, w, h, noise, rand } = ctx;
  const { tops, rows = 40, sunSide = -1, path = null, bottom = h } = o;
  const dark = [0.07, 0.15, 0.05];
  const mid = [0.22, 0.38, 0.1];
  const light = [0.5, 0.62, 0.2];
  const soil = [0.24, 0.16, 0.1];
  const off = rand() * 50;
  const s0 = 0.14;
  const A = rows * s0;
  const col = [0, 0, 0];
  let minTop = h;
  for (let x = 0; x < w; x += 1) minTop = Math.min(minTop, tops[x]);
  for (let y = Math.max(0, Math.floor(minTop)); y < bottom; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const depth = y + 0.5 - tops[x];
      if (depth <= -0.5) continue;
      const cover = clamp01(depth + 0.5);
      const s = depth / Math.max(1, h - tops[x]);
      const rowPx = ((h - tops[x]) * ((s + s0) * (s + s0))) / A;
      const wob = 0.35 * noise.fbm(x / (w * 0.12) + off, s * 4, 3);
      const rc = A / (s + s0) + wob;
      const gq = 1 - fract(rc);
      const rowId = Math.floor(rc);
      // Each row is a line of rounded bushes: notches between them deepen the gap.
      const fb = fract(
        x / (rowPx * 2.2 + 2) + rowId * 0.37 + 0.3 * noise.noise(x / (rowPx * 5 + 4), rowId),
      );
      const notch = Math.pow(1 - Math.sin(Math.PI * fb), 3);
      const gapW = 0.16 + 0.1 * noise.noise(x / (rowPx * 2.5 + 2), rowId * 1.7) + notch * 0.3;
      let r;
      let g;
      let b;
      if (gq < gapW * smoothstep(1.5, 5, rowPx)) {
        const k = gq / gapW;
        r = soil[0] * (0.4 + k * 0.6);
        g = soil[1] * (0.4 + k * 0.6);
        b = soil[2] * (0.4 + k * 0.6);
      } else {
        const hc = (gq - gapW) / (1 - gapW);
        const leaf = Math.max(2, rowPx * 0.22);
        const c = noise.cell(x / leaf, y / leaf + rowId * 3.1);
        const lit =
          clamp01(0.5 + (c.dx * -sunSide - c.dy) * 0.9) * smoothstep(0, 0.25, c.f2 - c.f1);
        const shape = Math.sin(Math.min(1, hc * 1.25) * Math.PI * 0.5) * (1 - 0.55 * hc * hc);
        const sharpRows = smoothstep(1.5, 5, rowPx);
        const tone = clamp01(
          mix(0.45, 0.15 + shape * 0.55, sharpRows) + lit * 0.35 + noise.noise(x / 3, y / 3) * 0.06,
        );
        ramp([dark, mid, light], tone, col);
        const tips = smoothstep(0.55, 0.8, noise.noise(x / (leaf * 0.6), y / (leaf * 0.6)));
        r = mix(col[0], 0.62, tips * 0.35 * (1 - hc));
        g = mix(col[1], 0.72, tips * 0.35 * (1 - hc));
        b = mix(col[2], 0.22, tips * 0.35 * (1 - hc));
        const under = smoothstep(0.75, 1, hc) * 0.5;
        r *= 1 - under;
        g *= 1 - under;
        b *= 1 - under;
      }
      if (path) {
        const pxc = path.x(s);
        const pw = path.width * (s + s0);
        const d = Math.abs(x - pxc - noise.noise(y / 40, 3) * pw * 0.15) - pw;
        const k = clamp01(0.5 - d / 2);
        if (k > 0) {
          const grit = 0.8 + 0.3 * noise.fbm(x / 6, y / 3, 3);
          r = mix(r, path.color[0] * grit, k);
          g = mix(g, path.color[1] * grit, k);
          b = mix(b, path.color[2] * grit, k);
        }
      }
      blendAt(canvas, (y * w + x) * 3, r, g, b, cover);
    }
  }
}

/**
 * Water below `line(x)`: waves in perspective towards `horizon`, mirroring what is painted above
 * the line (sky, banks, buildings) through the ripples, with a Fresnel-like mix of its own colour
 * and a glitter path under the sun.
 */
export function paintWater(ctx, o) {
  const { canvas, w, h, noise } = ctx;
  const {
    line,
    horizon,
    deep,
    shallow = deep,
    reflect = 0.7,
    ripple = 1,
    stretch = 6,
    distort = 0.02,
    sunX = null,
    glitter = 0,
    glitterColor = [1, 0.9, 0.7],
    bottom = h,
    clarity = 0,
    swell = 0,
  } = o;
  const px = canvas.px;
  const s = [0, 0, 0];
  const lineAt = typeof line === 'number' ? () => line : line;
  let minLine = h;
  for (let x = 0; x < w; x += 1) minLine = Math.min(minLine, lineAt(x));
  const src = new Float32Array(px);
  for (let y = Math.max(0, Math.floor(minLine)); y < bottom; y += 1) {
    const dz = Math.max(0.5, y - horizon);
    const z = h / dz;
    const near = clamp01((y - horizon) / (h - horizon));
    for (let x = 0; x < w; x += 1) {
      const ly = lineAt(x);
      const below = y + 0.5 - ly;
      if (below <= -0.5) continue;
      const cover = clamp01(below + 0.5);
      const wx = ((x - w / 2) / h) * z * 3 * ripple;
      const wz = z * 3 * ripple * stretch * 0.3;
      const n1 = noise.fbm(wx, wz, 4);
      const n2 = noise.fbm(wx + 31.7, wz * 1.3 + 7.1, 3);
      const amount = distort * h * (0.15 + near);
      const sy = ly - (y - ly) - Math.abs(n2) * amount * 1.5 - 1;
      const sx = x + n1 * amount;
      sample(src, w, h, 3, sx, Math.max(0, sy), s);
      const fres = reflect * (0.55 + 0.45 * Math.exp(-near * 3.5));
      let r = mix(mix(deep[0], shallow[0], near), s[0], fres);
      let g = mix(mix(deep[1], shallow[1], near), s[1], fres);
      let b = mix(mix(deep[2], shallow[2], near), s[2], fres);
      // Swell: long wave fronts, their faces darker, their backs catching the sky.
      const wave =
        swell > 0 ? Math.sin(wz * 0.9 + n1 * 5 + n2 * 2) * swell * smoothstep(0.02, 0.35, near) : 0;
      const crest = n1 * 0.1 * (0.4 + near) + wave * 0.08;
      r += crest;
      g += crest;
      b += crest;
      if (clarity > 0) {
        const caustic = Math.pow(1 - Math.abs(noise.noise(wx * 0.5, wz * 0.4)), 6) * clarity * near;
        r += caustic * 0.5;
        g += caustic * 0.7;
        b += caustic * 0.6;
      }
      if (glitter > 0 && sunX !== null) {
        const spread = w * (0.05 + 0.12 * near);
        const col = Math.exp(-((x - sunX) * (x - sunX)) / (spread * spread));
        if (col > 0.01) {
          const sp = Math.pow(clamp01(noise.noise(wx * 4, wz * 1.5) * 0.5 + 0.5), 8);
          const gl = col * (0.25 + sp * 6) * glitter;
          r += glitterColor[0] * gl;
          g += glitterColor[1] * gl;
          b += glitterColor[2] * gl;
        }
      }
      blendAt(canvas, (y * w + x) * 3, r, g, b, cover);
    }
  }
}

/**
 * Surf over the sea: foam lines at world distances from the shore, lacy (thresholded fractal
 * noise), thinning towards the horizon.
 */
export function paintSurf(ctx, o) {
  const { canvas, w, noise } = ctx;
  const { shore, horizon, lines = [0.3, 1.1, 2.2], width = 0.12, color = [0.95, 0.96, 0.95] } = o;
  for (let x = 0; x < w; x += 1) {
    const ys = shore[x];
    const zs = 1 / Math.max(1, ys - horizon);
    for (let y = Math.ceil(horizon + 2); y < ys; y += 1) {
      const z = 1 / (y - horizon);
      const dist = (z - zs) * (ys - horizon); // 0 at the shore, growing out to sea
      if (dist > lines[lines.length - 1] * 2.5) continue;
      let foam = 0;
      const wx = x / w;
      for (let k = 0; k < lines.length; k += 1) {
        const c = lines[k] * (1 + 0.25 * noise.fbm(wx * 3 + k * 7, k, 3));
        const d = (dist - c) / (width * (1 + k * 0.6));
        foam = Math.max(foam, Math.exp(-d * d) * (1 - k * 0.18));
        // The back of a breaking wave stays foamy but broken.
        if (d < 0 && d > -4) foam = Math.max(foam, 0.35 * Math.exp(d * 0.7) * (1 - k * 0.2));
      }
      if (foam < 0.02) continue;
      const lace = noise.fbm(x / (w * 0.005), y / (w * 0.0015) + dist * 8, 4);
      const a = clamp01(foam * 1.4 - 0.25 + lace * 0.9) * smoothstep(0, 6, ys - y + 3);
      if (a <= 0) continue;
      const shade = 0.85 + 0.15 * lace;
      blendAt(canvas, (y * w + x) * 3, color[0] * shade, color[1] * shade, color[2] * shade, a);
    }
  }
}

/**
 * Sand from `shore` down: a wet, mirror-like band at the water's edge with the last swash of
 * foam, then dry sand with ripples, speckle and scattered shells.
 */
export function paintSand(ctx, o) {
  const { canvas, w, h, noise } = ctx;
  const { shore, horizon, dry, wet, wetBand = 0.06 } = o;
  const px = canvas.px;
  const src = new Float32Array(px);
  const s = [0, 0, 0];
  let minShore = h;
  for (let x = 0; x < w; x += 1) minShore = Math.min(minShore, shore[x]);
  for (let y = Math.floor(minShore); y < h; y += 1) {
    const z = h / Math.max(1, y - horizon);
    for (let x = 0; x < w; x += 1) {
      const d = y + 0.5 - shore[x];
      if (d <= -0.5) continue;
      const cover = clamp01(d + 0.5);
      const band = wetBand * (y - horizon) * 1.2;
      const wetK = smoothstep(
        band * 1.1,
        band * 0.25,
        d + noise.fbm(x / 60, y / 15, 3) * band * 0.4,
      );
      const wx = ((x - w / 2) / h) * z;
      const ripple = Math.sin((z * 14 + noise.fbm(wx * 2, z * 0.8, 3) * 3) * 6) * 0.5 + 0.5;
      const speck = (((x * 7919 + y * 104729) ^ (x * y)) % 97) / 97 - 0.5;
      const drift = noise.fbm(wx * 0.15, z * 0.08, 3) * 0.1;
      const tone =
        0.86 + 0.1 * noise.fbm(wx * 0.7, z * 0.4, 5) + drift + ripple * 0.07 + speck * 0.1;
      let r = dry[0] * tone;
      let g = dry[1] * tone;
      let b = dry[2] * tone;
      if (wetK > 0) {
        sample(src, w, h, 3, x, Math.max(0, 2 * horizon - y - d * 0.2), s);
        const mirror = 0.55 * wetK;
        r = mix(r, mix(wet[0] * tone, s[0], mirror), wetK);
        g = mix(g, mix(wet[1] * tone, s[1], mirror), wetK);
        b = mix(b, mix(wet[2] * tone, s[2], mirror), wetK);
        const swash = noise.fbm(x / 14, y / 4, 4);
        const lace = clamp01((swash - 0.15) * 4) * smoothstep(band * 0.5, 0, d) * 0.8;
        r = mix(r, 0.93, lace);
        g = mix(g, 0.94, lace);
        b = mix(b, 0.93, lace);
      }
      const c = noise.cell(x / 7, y / 5);
      if (c.f1 < 0.09 && (c.id & 15) === 0) {
        const k = (c.id >> 8) & 1 ? 1.25 : 0.6;
        r *= k;
        g *= k;
        b *= k;
      }
      blendAt(canvas, (y * w + x) * 3, r, g, b, cover);
    }
  }
}

/**
 * A ground plane from `horizon` down, textured in perspective by `surface(wx, wz, y, out)`
 * (world coordinates across and into the picture). Returns nothing; paints under `top(x)`.
 */
export function paintGround(ctx, o) {
  const { canvas, w, h } = ctx;
  const { horizon, top = () => horizon, surface, fade = null } = o;
  const col = [0, 0, 0];
  let minTop = h;
  for (let x = 0; x < w; x += 1) minTop = Math.min(minTop, top(x));
  for (let y = Math.max(0, Math.floor(minTop)); y < h; y += 1) {
    const z = h / Math.max(0.5, y - horizon);
    for (let x = 0; x < w; x += 1) {
      const d = y + 0.5 - top(x);
      if (d <= -0.5) continue;
      const wx = ((x - w / 2) / h) * z;
      surface(wx, z, x, y, col);
      let r = col[0];
      let g = col[1];
      let b = col[2];
      if (fade) {
        const f = fade.amount * Math.exp(-(y - horizon) / (h * fade.depth));
        r = mix(r, fade.color[0], f);
        g = mix(g, fade.color[1], f);
        b = mix(b, fade.color[2], f);
      }
      blendAt(canvas, (y * w + x) * 3, r, g, b, clamp01(d + 0.5));
    }
  }
}

/** Rain: long thin streaks, lighter than what is behind them. */
export function paintRain(ctx, o) {
  const { canvas, w, h, rand } = ctx;
  const { count, slant = 0.15, length = 0.05, alpha = 0.12 } = o;
  for (let i = 0; i < count; i += 1) {
    const x = rand() * w;
    const y = rand() * h;
    const len = h * length * (0.5 + rand());
    const a = alpha * (0.4 + rand() * 0.6);
    const x1 = x + slant * len;
    const y1 = y + len;
    paintBox(canvas, Math.min(x, x1) - 1, y - 1, Math.max(x, x1) + 1, y1 + 1, (px, py, out) => {
      const t = (py - y) / len;
      if (t < 0 || t > 1) return 0;
      const d = Math.abs(px - (x + slant * len * t));
      out[0] = 0.85;
      out[1] = 0.88;
      out[2] = 0.92;
      return clamp01(1 - d) * a * Math.sin(t * Math.PI);
    });
  }
}
