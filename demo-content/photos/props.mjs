// Things placed in a landscape: palms and broadleaf trees, boats, buildings and huts, prayer flags,
// people, beach umbrellas, mangrove roots, lamps. All drawn with anti-aliased strokes and fills.
import { clamp01, fillPolygon, mix, paintBox, ramp, smoothstep, stroke } from './core.mjs';

const mix3 = (a, b, t) => [mix(a[0], b[0], t), mix(a[1], b[1], t), mix(a[2], b[2], t)];

/** Adds light around a point (lamps, diyas, fires); values above 1 feed the bloom. */
export function glow(ctx, x, y, radius, color, intensity) {
  const { canvas, w } = ctx;
  const px = canvas.px;
  const reach = radius * 4;
  const x0 = Math.max(0, Math.floor(x - reach));
  const x1 = Math.min(w - 1, Math.ceil(x + reach));
  const y0 = Math.max(0, Math.floor(y - reach));
  const y1 = Math.min(ctx.h - 1, Math.ceil(y + reach));
  for (let yy = y0; yy <= y1; yy += 1) {
    for (let xx = x0; xx <= x1; xx += 1) {
      const d = Math.hypot(xx + 0.5 - x, yy + 0.5 - y) / radius;
      const k = intensity * (Math.exp(-d * d * 2) * 1.2 + Math.exp(-d) * 0.25);
      const i = (yy * w + xx) * 3;
      px[i] += color[0] * k;
      px[i + 1] += color[1] * k;
      px[i + 2] += color[2] * k;
    }
  }
}

const quad = (a, b, c, t) => (1 - t) * (1 - t) * a + 2 * (1 - t) * t * b + t * t * c;

/** A coconut palm: a curved ringed trunk and drooping fronds of many leaflets. */
export function drawPalm(ctx, o) {
  const { rand, noise } = ctx;
  const {
    x,
    y,
    height,
    lean = 0,
    trunk = [0.42, 0.36, 0.3],
    leaf = [0.2, 0.33, 0.12],
    sunSide = -1,
    fronds = 15,
  } = o;
  const cx = x + lean * height * 0.45;
  const cy = y - height;
  const mx = x + lean * height * 0.05 + rand.range(-0.05, 0.05) * height;
  const my = y - height * 0.5;
  const segments = 48;
  const r0 = height * 0.026;
  for (let i = 0; i < segments; i += 1) {
    const t0 = i / segments;
    const t1 = (i + 1) / segments;
    stroke(
      ctx.canvas,
      quad(x, mx, cx, t0),
      quad(y, my, cy, t0),
      quad(x, mx, cx, t1),
      quad(y, my, cy, t1),
      r0 * (1 - t0 * 0.4),
      r0 * (1 - t1 * 0.4),
      trunk,
      1,
      (t, s) => {
        const tt = t0 + (t1 - t0) * t;
        const rings = 0.82 + 0.18 * Math.sin(tt * height * 0.9);
        const round = 0.55 + 0.45 * Math.sqrt(Math.max(0, 1 - s * s)) + s * sunSide * 0.25;
        return round * rings * (0.9 + 0.2 * noise.noise(tt * 40, s * 2));
      },
    );
  }
  // Coconuts under the crown.
  for (let i = 0; i < 5; i += 1) {
    const a = rand.range(0, Math.PI * 2);
    const d = height * 0.025;
    stroke(
      ctx.canvas,
      cx + Math.cos(a) * d,
      cy + Math.abs(Math.sin(a)) * d + height * 0.02,
      cx + Math.cos(a) * d,
      cy + Math.abs(Math.sin(a)) * d + height * 0.02,
      height * 0.018,
      height * 0.018,
      [0.32, 0.3, 0.12],
      1,
      (_t, s) => 0.6 + 0.4 * (1 - Math.abs(s)),
    );
  }
  for (let f = 0; f < fronds; f += 1) {
    // Fronds leave the crown upwards and sideways and bend under their weight.
    // Azimuth around the trunk and elevation, seen from the side (foreshortened).
    const phi = (f / fronds) * Math.PI * 2 + rand.range(-0.25, 0.25);
    const theta = rand.range(-0.2, 1.1);
    const len = height * rand.range(0.3, 0.42);
    const dirX = Math.cos(phi) * Math.cos(theta);
    const dirY = -Math.sin(theta) * 0.9;
    const droop = len * rand.range(0.45, 0.8) * (0.4 + 0.6 * Math.cos(theta));
    const dead = rand.chance(0.12);
    const tone = rand.range(0.7, 1.15);
    const base = dead ? [0.42, 0.33, 0.18] : leaf;
    const spineAt = (t) => [cx + dirX * len * t, cy + dirY * len * t + droop * t * t];
    const leaflets = 40;
    for (let i = 2; i < leaflets; i += 1) {
      const t = i / leaflets;
      const [sx, sy] = spineAt(t);
      const [nx, ny] = spineAt(Math.min(1, t + 0.02));
      const tl = Math.hypot(nx - sx, ny - sy) || 1;
      const tx = (nx - sx) / tl;
      const ty = (ny - sy) / tl;
      const size = len * 0.2 * Math.pow(Math.sin(Math.PI * Math.min(1, t * 1.05)), 0.5);
      for (const s of [-1, 1]) {
        const px = -ty * s;
        const py = tx * s;
        const hang = rand.range(0.6, 1.1);
        const ex = sx + (px * 0.55 + tx * 0.35) * size;
        const ey = sy + (py * 0.55 + ty * 0.35) * size + size * hang;
        const lit = clamp01(0.55 + (px * -sunSide - py) * 0.25) * tone * rand.range(0.75, 1.15);
        stroke(ctx.canvas, sx, sy, ex, ey, height * 0.005, 0.35, [
          base[0] * lit,
          base[1] * lit,
          base[2] * lit,
        ]);
      }
    }
    for (let i = 0; i < 14; i += 1) {
      const [sx, sy] = spineAt(i / 14);
      const [ex, ey] = spineAt((i + 1) / 14);
      stroke(ctx.canvas, sx, sy, ex, ey, height * 0.005, height * 0.003, [
        base[0] * 1.1 * tone,
        base[1] * 1.05 * tone,
        base[2] * 0.8 * tone,
      ]);
    }
  }
}

/**
 * A broadleaf tree: trunk and branches, and a crown of overlapping leafy blobs whose edge is
 * broken by noise, lit from the sun's side, with leaf clusters from cell noise and gaps the sky
 * shows through. `blossom` sprinkles flowers (palash, krishnachura).
 */
export function drawTree(ctx, o) {
  const { canvas, rand, noise } = ctx;
  const {
    x,
    y,
    height,
    width = height * 0.8,
    trunk = [0.25, 0.2, 0.16],
    dark = [0.05, 0.12, 0.04],
    light = [0.38, 0.55, 0.18],
    sunSide = -1,
    density = 1,
    blossom = null,
    crownLow = 0.35,
    haze = null,
  } = o;
  const leaf = Math.max(1.5, height * 0.022);
  const hz = (c) =>
    haze
      ? [
          mix(c[0], haze.color[0], haze.amount),
          mix(c[1], haze.color[1], haze.amount),
          mix(c[2], haze.color[2], haze.amount),
        ]
      : c;
  const crownY = y - height * (crownLow + (1 - crownLow) * 0.5);
  const crownH = height * (1 - crownLow) * 0.5;
  const blobs = [];
  const count = rand.int(7, 12);
  for (let i = 0; i < count; i += 1) {
    const a = rand.range(0, Math.PI * 2);
    const d = Math.sqrt(rand());
    blobs.push({
      x: x + Math.cos(a) * d * width * 0.36,
      y: crownY + Math.sin(a) * d * crownH * 0.7,
      r: rand.range(0.28, 0.42) * Math.min(width, crownH * 2),
    });
  }
  const tc = hz(trunk);
  const trunkTop = crownY + crownH * 0.3;
  stroke(
    canvas,
    x,
    y,
    x + rand.range(-0.04, 0.04) * height,
    trunkTop,
    height * 0.028,
    height * 0.016,
    tc,
    1,
    (_t, s) => 0.6 + 0.4 * (1 - Math.abs(s)) + s * sunSide * 0.2,
  );
  for (const blob of blobs) {
    stroke(canvas, x, trunkTop + crownH * 0.2, blob.x, blob.y, height * 0.012, height * 0.004, tc);
  }
  let bx0 = Infinity;
  let bx1 = -Infinity;
  let by0 = Infinity;
  let by1 = -Infinity;
  for (const b of blobs) {
    bx0 = Math.min(bx0, b.x - b.r * 1.3);
    bx1 = Math.max(bx1, b.x + b.r * 1.3);
    by0 = Math.min(by0, b.y - b.r * 1.3);
    by1 = Math.max(by1, b.y + b.r * 1.3);
  }
  const ramps = [hz(dark), hz(mix3(dark, light, 0.5)), hz(light)];
  const col = [0, 0, 0];
  const off = rand() * 100;
  paintBox(canvas, bx0, by0, bx1, by1, (px, py, out) => {
    let f = 0;
    let f2 = 0;
    let nx = 0;
    let ny = 0;
    for (let k = 0; k < blobs.length; k += 1) {
      const b = blobs[k];
      const dx = (px - b.x) / b.r;
      const dy = (py - b.y) / b.r;
      const v = 1 - Math.sqrt(dx * dx + dy * dy);
      if (v > f) {
        f2 = f;
        f = v;
        nx = dx;
        ny = dy;
      } else if (v > f2) f2 = v;
    }
    if (f <= 0) return 0;
    const edge = noise.fbm(px / (leaf * 4) + off, py / (leaf * 4), 4);
    const field = f + edge * 0.3 - 0.12;
    if (field <= -0.1) return 0;
    const c = noise.cell(px / (leaf * 0.6), py / (leaf * 0.6));
    // Near the edge the crown breaks into single leaves.
    const leafy = smoothstep(-0.02, 0.06, field + (0.3 - c.f1) * 0.15);
    const holes =
      density < 1
        ? smoothstep(
            -0.05,
            0.12,
            noise.fbm(px / (leaf * 1.4), py / (leaf * 1.4) + off, 4) + density - 0.72,
          )
        : 1;
    const cover = leafy * holes;
    if (cover <= 0.01) return 0;
    const lobe = clamp01(0.5 + (nx * -sunSide - ny) * 0.55);
    const clump = noise.fbm(px / (leaf * 2.2) + off, py / (leaf * 2.2), 4) * 0.5 + 0.5;
    const leafLit = clamp01(0.5 + (c.dx * -sunSide - c.dy) * 0.7);
    const crease = 0.8 + 0.2 * smoothstep(0, 0.12, f - f2);
    const fine = noise.noise(px / 1.6, py / 1.6) * 0.12;
    const lit = clamp01((lobe * 0.4 + clump * 0.4 + leafLit * 0.3) * crease - 0.05 + fine);
    const under = clamp01((py - crownY) / (crownH * 1.4));
    ramp(ramps, lit * (1 - under * 0.45), col);
    out[0] = col[0];
    out[1] = col[1];
    out[2] = col[2];
    if (blossom && (c.id & 7) < blossom.amount * 8 && lit > 0.35) {
      const k = 0.55 + lit * 0.6;
      out[0] = blossom.color[0] * k;
      out[1] = blossom.color[1] * k;
      out[2] = blossom.color[2] * k;
    }
    return cover;
  });
}

/** A wooden boat seen from the side; `canopy` adds a hooped roof (river boats). */
export function drawBoat(ctx, o) {
  const { canvas, noise } = ctx;
  const {
    x,
    y,
    length,
    height = length * 0.16,
    hull = [0.3, 0.2, 0.13],
    stripe = null,
    canopy = null,
    sheer = 0.5,
    reflection = true,
  } = o;
  const half = length / 2;
  // Sheer rising to pointed ends; the keel line rises to meet it at bow and stern.
  const top = (u) => y - height * (0.5 + sheer * Math.pow(Math.abs(u), 3));
  const bot = (u) =>
    y +
    height * 0.45 * (1 - Math.pow(Math.abs(u), 2.5)) -
    height * (0.5 + sheer) * Math.pow(Math.abs(u), 8);
  const inner = (u) => top(u) - height * 0.28 * (1 - u * u);
  const paintHull = (flip, alpha) =>
    paintBox(
      canvas,
      x - half - 2,
      y - height * 1.2 - 2,
      x + half + 2,
      y + height * (flip ? 1.6 : 0.5) + 2,
      (px, py, out) => {
        const u = (px - x) / half;
        if (Math.abs(u) >= 1) return 0;
        const yy = flip ? 2 * y - py : py;
        const cover =
          clamp01(yy - inner(u) + 0.5) *
          clamp01(bot(u) - yy + 0.5) *
          clamp01((1 - Math.abs(u)) * half + 0.5);
        if (cover <= 0) return 0;
        if (yy < top(u)) {
          // The inside of the hull, seen over the near gunwale.
          const k = 0.35 + 0.15 * noise.fbm(px / 20, py / 4, 3);
          out[0] = hull[0] * k;
          out[1] = hull[1] * k;
          out[2] = hull[2] * k;
          return cover * alpha;
        }
        const rel = (yy - top(u)) / (bot(u) - top(u));
        const plank = 0.8 + 0.2 * Math.abs(Math.sin(rel * Math.PI * 4));
        const wood = 0.75 + 0.35 * noise.fbm(px / 30, py / 3, 4);
        let r = hull[0] * plank * wood;
        let g = hull[1] * plank * wood;
        let b = hull[2] * plank * wood;
        if (stripe && rel < 0.3) {
          r = stripe[0] * wood;
          g = stripe[1] * wood;
          b = stripe[2] * wood;
        }
        const shade = 0.7 + 0.3 * (1 - rel);
        out[0] = r * shade;
        out[1] = g * shade;
        out[2] = b * shade;
        return cover * alpha;
      },
    );
  if (canopy) {
    const cw = length * canopy.width;
    const ch = height * 1.3;
    paintBox(
      canvas,
      x - cw / 2,
      y - height * 0.5 - ch,
      x + cw / 2,
      y - height * 0.4,
      (px, py, out) => {
        const u = (px - x) / (cw / 2);
        if (Math.abs(u) > 1) return 0;
        const roof = y - height * 0.5 - ch * Math.sqrt(1 - u * u);
        const cover = clamp01(py - roof + 0.5) * clamp01(y - height * 0.45 - py);
        if (cover <= 0) return 0;
        const weave =
          0.8 + 0.2 * Math.sin(px * 0.9) * Math.sin(py * 0.9) + 0.15 * noise.noise(px / 6, py / 6);
        const dark = 0.55 + 0.45 * (1 - Math.abs(u));
        out[0] = canopy.color[0] * weave * dark;
        out[1] = canopy.color[1] * weave * dark;
        out[2] = canopy.color[2] * weave * dark;
        return cover;
      },
    );
  }
  if (reflection) paintHull(true, 0.35);
  else {
    // A soft shadow on the sand.
    paintBox(
      canvas,
      x - half * 1.1,
      y - height * 0.2,
      x + half * 1.2,
      y + height * 0.8,
      (px, py, out) => {
        const dx = (px - x - half * 0.08) / (half * 1.05);
        const dy = (py - y - height * 0.35) / (height * 0.4);
        const d = dx * dx + dy * dy;
        out[0] = 0.12;
        out[1] = 0.1;
        out[2] = 0.09;
        return clamp01(1 - d) * 0.45;
      },
    );
  }
  paintHull(false, 1);
}

/**
 * A building face with weathering, cornices, windows (some lit), and a roof: flat, dome,
 * temple spire (shikhara) or pitched tin.
 */
export function drawBuilding(ctx, o) {
  const { canvas, rand, noise } = ctx;
  const {
    x0,
    x1,
    top,
    base,
    color,
    roof = 'flat',
    roofColor = color,
    lit = 0.1,
    sunSide = -1,
    light = 1,
    windowGlow = [1.6, 0.95, 0.5],
    windows = true,
  } = o;
  const bw = x1 - x0;
  const floor = Math.max(
    8,
    (base - top) / Math.max(1, Math.round((base - top) / (bw * 0.45 + 20))),
  );
  const off = rand() * 100;
  const tone = rand.range(0.8, 1.08);
  paintBox(canvas, x0, top, x1, base, (px, py, out) => {
    const cover = clamp01(px - x0 + 0.5) * clamp01(x1 - px + 0.5) * clamp01(py - top + 0.5);
    const stain = noise.fbm(px / 9 + off, py / 90, 5);
    const damp = smoothstep(base - (base - top) * 0.35, base, py) * 0.25;
    const grime =
      tone * (0.82 + 0.2 * noise.fbm(px / 40, py / 40 + off, 4)) - Math.max(0, stain) * 0.4 - damp;
    const fy = (py - top) / floor;
    const ff = fy - Math.floor(fy);
    const cornice = ff < 0.06 ? 1.15 : ff < 0.12 ? 0.75 : 1;
    const side =
      1 -
      0.15 * smoothstep(0.7, 1, ((px - x0) / bw) * (sunSide < 0 ? 1 : -1) + (sunSide < 0 ? 0 : 1));
    const k = grime * cornice * side * light;
    out[0] = color[0] * k;
    out[1] = color[1] * k;
    out[2] = color[2] * k;
    return cover;
  });
  // Windows: a grid with a little disorder; shutters, and a balcony ledge now and then.
  const floors = floor < 7 || !windows ? 0 : Math.floor((base - top) / floor);
  const cols = Math.max(1, Math.round(bw / (floor * 0.9)));
  const ww = (bw / cols) * 0.3;
  const shutter = rand.pick([null, [0.22, 0.42, 0.38], [0.3, 0.36, 0.55], [0.45, 0.25, 0.18]]);
  for (let f = 0; f < floors; f += 1) {
    const balcony = rand() < 0.3;
    if (balcony) {
      const by = top + (f + 1) * floor - floor * 0.12;
      paintBox(canvas, x0 + 1, by, x1 - 1, by + floor * 0.12, (px, py, out) => {
        const k = (py - by < floor * 0.03 ? 1.1 : 0.55) * light;
        out[0] = color[0] * k;
        out[1] = color[1] * k;
        out[2] = color[2] * k;
        return clamp01(py - by + 0.5);
      });
    }
    for (let c = 0; c < cols; c += 1) {
      if (rand() < 0.2) continue;
      const wx = x0 + (c + 0.5) * (bw / cols) - ww / 2;
      const wy = top + f * floor + floor * 0.3;
      const wh = floor * 0.42;
      const on = rand() < lit;
      const arch = rand() < 0.4;
      const open = rand.range(0.2, 0.7);
      paintBox(canvas, wx - ww * 0.4, wy - ww * 0.5, wx + ww * 1.4, wy + wh, (px, py, out) => {
        let cover = clamp01(wy + wh - py + 0.5);
        const inX = clamp01(px - wx + 0.5) * clamp01(wx + ww - px + 0.5);
        if (arch) {
          const dx = (px - (wx + ww / 2)) / (ww / 2);
          const archTop = wy - Math.sqrt(Math.max(0, 1 - dx * dx)) * ww * 0.45;
          cover *= clamp01(py - archTop + 0.5);
        } else cover *= clamp01(py - wy + 0.5);
        if (cover <= 0) return 0;
        const v = 0.75 + 0.25 * noise.noise(px / 3, py / 3);
        if (inX <= 0) {
          // Shutters folded open beside the window.
          if (!shutter || arch) return 0;
          const sx = px < wx ? wx - px : px - wx - ww;
          if (sx > ww * 0.4 * open + 0.5) return 0;
          const slat = 0.8 + 0.2 * Math.sin(py * 1.7);
          out[0] = shutter[0] * slat * light;
          out[1] = shutter[1] * slat * light;
          out[2] = shutter[2] * slat * light;
          return cover * clamp01(ww * 0.4 * open - sx + 0.5);
        }
        if (on) {
          out[0] = windowGlow[0] * v;
          out[1] = windowGlow[1] * v;
          out[2] = windowGlow[2] * v;
        } else {
          const depth = clamp01((py - wy) / wh);
          out[0] = (0.1 + color[0] * 0.12) * v * (1.2 - depth * 0.4) * light;
          out[1] = (0.09 + color[1] * 0.12) * v * (1.2 - depth * 0.4) * light;
          out[2] = (0.09 + color[2] * 0.12) * v * (1.2 - depth * 0.4) * light;
        }
        return cover * inX;
      });
    }
  }
  const cx = (x0 + x1) / 2;
  const rc = (px, py, out, kk = 1) => {
    const k = (0.8 + 0.25 * noise.fbm(px / 10, py / 10, 3)) * light * kk;
    out[0] = roofColor[0] * k;
    out[1] = roofColor[1] * k;
    out[2] = roofColor[2] * k;
  };
  if (roof === 'dome') {
    const r = bw * 0.32;
    fillPolygon(canvas, arc(cx, top, r, r * 1.1, 24), (px, py, out) =>
      rc(px, py, out, 0.75 + 0.35 * clamp01(0.5 + ((px - cx) / r) * -sunSide * 0.6)),
    );
    stroke(canvas, cx, top - r * 1.1, cx, top - r * 1.45, 1.2, 0.6, [0.75, 0.6, 0.2]);
  } else if (roof === 'spire') {
    const sw = bw * 0.45;
    const sh = bw * 1.1;
    const pts = [];
    for (let i = 0; i <= 16; i += 1) {
      const t = i / 16;
      pts.push(cx - sw * (1 - t) ** 0.8, top - sh * Math.sin((t * Math.PI) / 2));
    }
    for (let i = 16; i >= 0; i -= 1) {
      const t = i / 16;
      pts.push(cx + sw * (1 - t) ** 0.8, top - sh * Math.sin((t * Math.PI) / 2));
    }
    fillPolygon(canvas, pts, (px, py, out) => {
      const ribs = 0.8 + 0.2 * Math.abs(Math.sin(((px - cx) / sw) * 6));
      const tiers = 0.85 + 0.15 * Math.abs(Math.sin(((py - top) / sh) * 30));
      rc(px, py, out, ribs * tiers * (0.8 + 0.3 * clamp01(0.5 + ((px - cx) / sw) * -sunSide)));
    });
    stroke(canvas, cx, top - sh, cx, top - sh * 1.12, 1.5, 0.8, [0.85, 0.65, 0.2]);
    stroke(
      canvas,
      cx,
      top - sh * 1.12,
      cx + sw * 0.25,
      top - sh * 1.08,
      0.6,
      0.6,
      [0.9, 0.45, 0.1],
    );
  } else if (roof === 'pitched') {
    const over = bw * 0.06;
    const rh = bw * 0.22;
    fillPolygon(
      canvas,
      [x0 - over, top + 1, x1 + over, top + 1, x1 - bw * 0.1, top - rh, x0 + bw * 0.1, top - rh],
      (px, py, out) => {
        const ridge = 0.85 + 0.15 * Math.sin(px * 0.8);
        rc(px, py, out, ridge);
      },
    );
  } else {
    paintBox(canvas, x0 - 2, top - 4, x1 + 2, top, (px, py, out) => {
      rc(px, py, out, 0.7);
      return clamp01(px - x0 + 2.5) * clamp01(x1 + 2 - px + 0.5) * clamp01(py - (top - 4) + 0.5);
    });
  }
}

function arc(cx, cy, rx, ry, steps) {
  const pts = [];
  for (let i = 0; i <= steps; i += 1) {
    const a = Math.PI + (i / steps) * Math.PI;
    pts.push(cx + Math.cos(a) * rx, cy + Math.sin(a) * ry);
  }
  return pts;
}

/** A line of prayer flags on a sagging string, swaying and a little translucent. */
export function drawFlags(ctx, o) {
  const { canvas, rand, noise } = ctx;
  const { x0, y0, x1, y1, sag, size, light = 1 } = o;
  const colors = [
    [0.16, 0.35, 0.78],
    [0.92, 0.92, 0.88],
    [0.8, 0.15, 0.12],
    [0.15, 0.55, 0.25],
    [0.95, 0.78, 0.15],
  ];
  const len = Math.hypot(x1 - x0, y1 - y0);
  const n = Math.floor(len / (size * 1.5));
  const at = (t) => [mix(x0, x1, t), mix(y0, y1, t) + sag * 4 * t * (1 - t)];
  for (let i = 0; i < 40; i += 1) {
    const [ax, ay] = at(i / 40);
    const [bx, by] = at((i + 1) / 40);
    stroke(canvas, ax, ay, bx, by, 0.6, 0.6, [0.25, 0.22, 0.2]);
  }
  for (let i = 0; i < n; i += 1) {
    const t = (i + 0.5) / n;
    const [ax, ay] = at(t - 0.34 / n);
    const [bx, by] = at(t + 0.34 / n);
    const c = colors[i % 5];
    const sway = rand.range(-0.35, 0.35) * size;
    const drop = size * rand.range(1.1, 1.35);
    const pts = [ax, ay, bx, by, bx + sway, by + drop, ax + sway, ay + drop];
    const shade = rand.range(0.75, 1.05) * light;
    fillPolygon(canvas, pts, (px, py, out) => {
      const fold =
        0.8 + 0.2 * Math.sin((px + py * 0.3) / (size * 0.12)) + noise.noise(px / 4, py / 4) * 0.08;
      out[0] = c[0] * fold * shade;
      out[1] = c[1] * fold * shade;
      out[2] = c[2] * fold * shade;
    });
  }
}

/** A small figure: head, body in coloured clothes, legs. Seen from afar, that is enough. */
export function drawPerson(ctx, o) {
  const { canvas } = ctx;
  const { x, y, height, clothes, skin = [0.36, 0.22, 0.15], light = 1 } = o;
  const k = (c, f) => [c[0] * f * light, c[1] * f * light, c[2] * f * light];
  for (const side of [-1, 1]) {
    stroke(
      canvas,
      x + side * height * 0.05,
      y,
      x + side * height * 0.03,
      y - height * 0.45,
      height * 0.04,
      height * 0.05,
      k(clothes, 0.6),
    );
  }
  stroke(
    canvas,
    x,
    y - height * 0.45,
    x,
    y - height * 0.8,
    height * 0.12,
    height * 0.1,
    k(clothes, 1),
    1,
    (_t, s) => 0.7 + 0.3 * (1 - Math.abs(s)),
  );
  stroke(
    canvas,
    x,
    y - height * 0.9,
    x,
    y - height * 0.9,
    height * 0.075,
    height * 0.075,
    k(skin, 1),
    1,
    (_t, s) => 0.7 + 0.3 * (1 - Math.abs(s)),
  );
  stroke(
    canvas,
    x,
    y - height * 0.94,
    x,
    y - height * 0.94,
    height * 0.07,
    height * 0.07,
    k([0.05, 0.04, 0.04], 1),
  );
}

/** A striped beach umbrella on its pole. */
export function drawUmbrella(ctx, o) {
  const { canvas, noise } = ctx;
  const { x, y, size, colors, tilt = 0 } = o;
  const ax = x + tilt * size;
  const ay = y - size * 1.25;
  stroke(canvas, x, y, ax, ay, size * 0.02, size * 0.015, [0.75, 0.72, 0.65]);
  const rim = [];
  for (let i = 0; i <= 20; i += 1) {
    const t = i / 20;
    rim.push(
      ax - size * 0.75 + t * size * 1.5 + tilt * size * 0.2,
      ay + size * 0.28 + Math.sin(t * Math.PI * 8) * size * 0.015,
    );
  }
  const pts = [ax, ay - size * 0.08, ...rim];
  fillPolygon(canvas, pts, (px, py, out) => {
    const ang = Math.atan2(px - ax, py - ay + size * 0.08);
    const band = Math.floor((ang + Math.PI) * 5) % colors.length;
    const c = colors[band];
    const shade =
      0.65 +
      0.45 * clamp01((py - ay) / (size * 0.3)) * 0.5 +
      0.2 * clamp01((ax - px) / size + 0.5) +
      noise.noise(px / 5, py / 5) * 0.05;
    out[0] = c[0] * shade;
    out[1] = c[1] * shade;
    out[2] = c[2] * shade;
  });
}

/** Mangrove breathing roots (pneumatophores) standing out of the mud along a band. */
export function drawRoots(ctx, o) {
  const { canvas, rand } = ctx;
  const { x0, x1, yAt, count, size, color = [0.2, 0.16, 0.12] } = o;
  for (let i = 0; i < count; i += 1) {
    const x = rand.range(x0, x1);
    const depth = rand();
    const y = yAt(x) + depth * size * 6;
    const hgt = size * (0.5 + depth) * rand.range(0.6, 1.4);
    const lean = rand.range(-0.15, 0.15) * hgt;
    const t = rand.range(0.7, 1.2);
    stroke(
      canvas,
      x,
      y,
      x + lean,
      y - hgt,
      size * 0.12 * (0.6 + depth),
      size * 0.05,
      [color[0] * t, color[1] * t, color[2] * t],
      1,
      (_t, s) => 0.6 + 0.5 * clamp01(0.5 - s * 0.5),
    );
  }
}

/** A mud hut with a thatched roof, as in Birbhum villages. */
export function drawHut(ctx, o) {
  const { canvas, noise } = ctx;
  const {
    x,
    y,
    width,
    height,
    wall = [0.62, 0.38, 0.24],
    thatch = [0.62, 0.5, 0.3],
    light = 1,
  } = o;
  const x0 = x - width / 2;
  const x1 = x + width / 2;
  const top = y - height * 0.55;
  paintBox(canvas, x0, top, x1, y, (px, py, out) => {
    const cover =
      clamp01(px - x0 + 0.5) *
      clamp01(x1 - px + 0.5) *
      clamp01(py - top + 0.5) *
      clamp01(y - py + 0.5);
    const plaster = 0.8 + 0.2 * noise.fbm(px / 18, py / 12, 5);
    const plinth = py > y - height * 0.08 ? 0.6 : 1;
    const door =
      Math.abs(px - (x + width * 0.15)) < width * 0.08 && py > y - height * 0.38 ? 0.15 : 1;
    const eave = smoothstep(top + height * 0.12, top, py) * 0.45;
    const k = plaster * plinth * door * (1 - eave) * light;
    out[0] = wall[0] * k;
    out[1] = wall[1] * k;
    out[2] = wall[2] * k;
    return cover;
  });
  const over = width * 0.12;
  const peak = y - height;
  const pts = [
    x0 - over,
    top + height * 0.06,
    x1 + over,
    top + height * 0.06,
    x + width * 0.2,
    peak,
    x - width * 0.2,
    peak,
  ];
  fillPolygon(canvas, pts, (px, py, out) => {
    const streak = 0.7 + 0.3 * noise.fbm(px / 3 + py / 6, py / 40, 4);
    const shade =
      0.75 +
      0.35 * clamp01((px - x0) / width) * 0.2 +
      smoothstep(top + height * 0.06, peak, py) * 0.25;
    const k = streak * shade * light;
    out[0] = thatch[0] * k;
    out[1] = thatch[1] * k;
    out[2] = thatch[2] * k;
  });
}

/** Paints a list of colours from a palette with a soft random variation. */
export function varied(rand, color, spread = 0.12) {
  const k = 1 + rand.range(-spread, spread);
  return [color[0] * k, color[1] * k * (1 + rand.range(-0.03, 0.03)), color[2] * k];
}

/** A tall Japanese cedar (dhupi), as along the roads of Darjeeling: tiers of drooping boughs. */
export function drawConifer(ctx, o) {
  const { canvas, rand } = ctx;
  const { x, y, height, color = [0.06, 0.13, 0.08], sunSide = -1 } = o;
  const top = y - height;
  stroke(canvas, x, y, x, top, height * 0.012, height * 0.003, [0.18, 0.13, 0.1]);
  const tiers = 34;
  for (let i = 0; i < tiers; i += 1) {
    const t = (i + rand()) / tiers;
    const by = top + t * height * 0.92;
    const reach = height * (0.03 + 0.14 * Math.pow(t, 0.9)) * rand.range(0.7, 1.2);
    for (const side of [-1, 1]) {
      const ex = x + side * reach;
      const ey = by + reach * rand.range(0.25, 0.6);
      const lit =
        0.75 + (side === -sunSide ? 0.35 : 0) * (0.5 + 0.5 * rand()) + rand.range(-0.1, 0.1);
      stroke(canvas, x, by, ex, ey, height * 0.007 * (0.5 + t), height * 0.002, [
        color[0] * lit,
        color[1] * lit,
        color[2] * lit,
      ]);
      // Sprays of needles hanging from the bough.
      for (let k = 0; k < 9; k += 1) {
        const f = rand.range(0.3, 1);
        const sx = mix(x, ex, f);
        const sy = mix(by, ey, f);
        stroke(
          canvas,
          sx,
          sy,
          sx + side * reach * rand.range(0, 0.15),
          sy + reach * rand.range(0.15, 0.4),
          height * 0.0035,
          0.4,
          [color[0] * lit * 0.9, color[1] * lit * 0.9, color[2] * lit * 0.9],
        );
      }
    }
  }
}
