// Hotel interiors by ray casting a room of boxes: one-point-and-a-bit perspective, sunlight through
// the window with soft shadows, lamp light, contact shadows (ambient occlusion from distances),
// rounded box edges, a polished floor that mirrors the window, and the destination's landscape
// seen through the glass.
import { blur, clamp01, mix, sample } from './core.mjs';

const EPS = 1e-4;

/** Ray against an axis-aligned box from outside; returns the entry distance or Infinity. */
function hitBox(ox, oy, oz, dx, dy, dz, b, hit) {
  let t0 = -Infinity;
  let t1 = Infinity;
  let axis = 0;
  for (let a = 0; a < 3; a += 1) {
    const o = a === 0 ? ox : a === 1 ? oy : oz;
    const d = a === 0 ? dx : a === 1 ? dy : dz;
    const lo = b.min[a];
    const hi = b.max[a];
    if (Math.abs(d) < 1e-9) {
      if (o < lo || o > hi) return Infinity;
      continue;
    }
    let ta = (lo - o) / d;
    let tb = (hi - o) / d;
    if (ta > tb) {
      const t = ta;
      ta = tb;
      tb = t;
    }
    if (ta > t0) {
      t0 = ta;
      axis = a;
    }
    if (tb < t1) t1 = tb;
    if (t0 > t1) return Infinity;
  }
  if (t0 <= EPS) return Infinity;
  if (hit) {
    hit.axis = axis;
    hit.sign = (axis === 0 ? dx : axis === 1 ? dy : dz) > 0 ? -1 : 1;
  }
  return t0;
}

/** Ray from inside the room box to its walls; sets the face hit. */
function hitRoom(room, ox, oy, oz, dx, dy, dz, hit) {
  let best = Infinity;
  const tx = dx > 0 ? (room.max[0] - ox) / dx : dx < 0 ? (room.min[0] - ox) / dx : Infinity;
  const ty = dy > 0 ? (room.max[1] - oy) / dy : dy < 0 ? (room.min[1] - oy) / dy : Infinity;
  const tz = dz > 0 ? (room.max[2] - oz) / dz : dz < 0 ? (room.min[2] - oz) / dz : Infinity;
  if (tx < best) {
    best = tx;
    hit.axis = 0;
    hit.sign = dx > 0 ? -1 : 1;
  }
  if (ty < best) {
    best = ty;
    hit.axis = 1;
    hit.sign = dy > 0 ? -1 : 1;
  }
  if (tz < best) {
    best = tz;
    hit.axis = 2;
    hit.sign = dz > 0 ? -1 : 1;
  }
  return best;
}

/** Distance from a point to a box (0 inside). */
function boxDistance(b, x, y, z) {
  const ex = Math.max(b.min[0] - x, 0, x - b.max[0]);
  const ey = Math.max(b.min[1] - y, 0, y - b.max[1]);
  const ez = Math.max(b.min[2] - z, 0, z - b.max[2]);
  return Math.sqrt(ex * ex + ey * ey + ez * ez);
}

/** Which window (if any) a point on a room face lies in. */
function windowAt(windows, axis, sign, x, y, z) {
  for (const win of windows) {
    if (win.axis !== axis || win.sign !== sign) continue;
    const u = axis === 0 ? z : x;
    if (u >= win.u0 && u <= win.u1 && y >= win.y0 && y <= win.y1) return win;
  }
  return null;
}

/**
 * Renders the room into ctx.canvas.
 * room: { min, max } (metres; y up, floor at 0); camera: { x, y, z, yaw, fov, shift };
 * surfaces: { floor, ceiling, wall } materials; boxes: [{ min, max, material, bevel, emit }];
 * windows: [{ axis, sign, u0, u1, y0, y1, bars, view }]: axis 0 = side wall, 2 = back wall;
 * sun: { dir: [x, y, z] (travel direction), color, intensity }; lamps: [{ pos, color, intensity }];
 * ambient: colour; exposure.
 * A material is (x, y, z, axis, sign, out) => writes albedo; it may set out[3] as gloss.
 */
export function renderRoom(ctx, o) {
  const { canvas, w, h } = ctx;
  const { room, camera, surfaces, boxes, windows, sun, lamps = [], ambient, exposure = 1 } = o;
  const f = h / 2 / Math.tan((camera.fov * Math.PI) / 360);
  const cy = Math.cos(camera.yaw);
  const sy = Math.sin(camera.yaw);
  const n = w * h;
  const albedo = new Float32Array(n * 3);
  const other = new Float32Array(n * 3);
  const sunK = new Float32Array(n * 3);
  const vis = new Float32Array(n);
  const hit = { axis: 0, sign: 1 };
  const bhit = { axis: 0, sign: 1 };
  const mat = [0, 0, 0, 0];
  const view = [0, 0, 0];
  const sunDir = sun ? normalize(sun.dir) : null;

  const lookOut = (win, dx, dy, dz, out) => {
    // Project the ray on the window's picture plane: parallax as through real glass.
    const along = win.axis === 0 ? -win.sign * dx : -win.sign * dz;
    const across = win.axis === 0 ? dz * win.sign : -dx * win.sign;
    const u = 0.5 + (across / Math.max(0.05, along)) * 0.3;
    const v = 0.5 - (dy / Math.max(0.05, along)) * 0.3;
    const ext = win.view;
    sample(ext.px, ext.w, ext.h, 3, u * ext.w, v * ext.h, out);
  };

  for (let py = 0; py < h; py += 1) {
    for (let px = 0; px < w; px += 1) {
      const i = py * w + px;
      let rx = (px + 0.5 - w / 2) / f;
      const ry = -(py + 0.5 - h / 2) / f + camera.shift;
      let rz = 1;
      const t = rx * cy + rz * sy;
      rz = -rx * sy + rz * cy;
      rx = t;
      const len = Math.sqrt(rx * rx + ry * ry + rz * rz);
      const dx = rx / len;
      const dy = ry / len;
      const dz = rz / len;
      let tBest = hitRoom(room, camera.x, camera.y, camera.z, dx, dy, dz, hit);
      let box = null;
      let axis = hit.axis;
      let sign = hit.sign;
      for (const b of boxes) {
        const tb = hitBox(camera.x, camera.y, camera.z, dx, dy, dz, b, bhit);
        if (tb < tBest) {
          tBest = tb;
          box = b;
          axis = bhit.axis;
          sign = bhit.sign;
        }
      }
      const hx = camera.x + dx * tBest;
      const hy = camera.y + dy * tBest;
      const hz = camera.z + dz * tBest;
      if (!box) {
        const win = windowAt(windows, axis, sign, hx, hy, hz);
        if (win) {
          const u = axis === 0 ? hz : hx;
          const bar = win.bars ? windowBar(win, u, hy) : 0;
          lookOut(win, dx, dy, dz, view);
          const k = win.brightness ?? 1.25;
          const fr = win.frame ?? [0.9, 0.88, 0.84];
          albedo[i * 3] = mix(view[0] * k, fr[0] * 0.8, bar);
          albedo[i * 3 + 1] = mix(view[1] * k, fr[1] * 0.8, bar);
          albedo[i * 3 + 2] = mix(view[2] * k, fr[2] * 0.8, bar);
          other[i * 3] = 1;
          other[i * 3 + 1] = 1;
          other[i * 3 + 2] = 1;
          vis[i] = 0;
          continue;
        }
      }
      // Surface normal, bent near the edges of bevelled boxes so cushions look soft.
      let nx = axis === 0 ? sign : 0;
      let ny = axis === 1 ? sign : 0;
      let nz = axis === 2 ? sign : 0;
      mat[3] = 0;
      if (box) {
        if (box.bevel) {
          const bv = box.bevel;
          for (let a = 0; a < 3; a += 1) {
            if (a === axis) continue;
            const c = a === 0 ? hx : a === 1 ? hy : hz;
            const lo = c - box.min[a];
            const hi = box.max[a] - c;
            const k = lo < bv ? -(1 - lo / bv) : hi < bv ? 1 - hi / bv : 0;
            if (a === 0) nx += k * 0.9;
            else if (a === 1) ny += k * 0.9;
            else nz += k * 0.9;
          }
          const l = Math.sqrt(nx * nx + ny * ny + nz * nz);
          nx /= l;
          ny /= l;
          nz /= l;
        }
        box.material(hx, hy, hz, axis, sign, mat);
        if (box.emit) {
          albedo[i * 3] = box.emit[0];
          albedo[i * 3 + 1] = box.emit[1];
          albedo[i * 3 + 2] = box.emit[2];
          other[i * 3] = 1;
          other[i * 3 + 1] = 1;
          other[i * 3 + 2] = 1;
          continue;
        }
      } else {
        const m = axis === 1 ? (sign > 0 ? surfaces.floor : surfaces.ceiling) : surfaces.wall;
        m(hx, hy, hz, axis, sign, mat);
      }
      albedo[i * 3] = mat[0];
      albedo[i * 3 + 1] = mat[1];
      albedo[i * 3 + 2] = mat[2];

      // Contact shadows: closeness to the other walls and to furniture.
      let ao = 1;
      const dWall = [
        hx - room.min[0],
        room.max[0] - hx,
        hy - room.min[1],
        room.max[1] - hy,
        room.max[2] - hz,
      ];
      for (let k = 0; k < dWall.length; k += 1) {
        const d = dWall[k];
        if (d > 0.01) ao *= 1 - 0.35 * Math.exp(-d / 0.35);
      }
      for (const b of boxes) {
        if (b === box || b.emit) continue;
        const d = boxDistance(b, hx + nx * 0.02, hy + ny * 0.02, hz + nz * 0.02);
        ao *= 1 - 0.5 * Math.exp(-d / 0.12);
      }

      let lr = ambient[0] * ao;
      let lg = ambient[1] * ao;
      let lb = ambient[2] * ao;
      // Sky light from each window: a broad source, stronger on surfaces that face it.
      for (const win of windows) {
        const wu = (win.u0 + win.u1) / 2;
        const wy = (win.y0 + win.y1) / 2;
        const wx = win.axis === 0 ? (win.sign > 0 ? room.min[0] : room.max[0]) : wu;
        const wz = win.axis === 0 ? wu : win.sign > 0 ? room.min[2] : room.max[2];
        let lx = wx - hx;
        let ly = wy - hy;
        let lz = wz - hz;
        const d2 = lx * lx + ly * ly + lz * lz;
        const dl = Math.sqrt(d2);
        lx /= dl;
        ly /= dl;
        lz /= dl;
        const facing = Math.max(0, nx * lx + ny * ly + nz * lz) * 0.75 + 0.25;
        const area = (win.u1 - win.u0) * (win.y1 - win.y0);
        const k = ((win.skyLight ?? 0.35) * area * facing) / (1 + d2 * 0.6);
        lr += k * (win.skyColor?.[0] ?? 0.9) * ao;
        lg += k * (win.skyColor?.[1] ?? 0.95) * ao;
        lb += k * (win.skyColor?.[2] ?? 1) * ao;
      }
      for (const lamp of lamps) {
        let lx = lamp.pos[0] - hx;
        let ly = lamp.pos[1] - hy;
        let lz = lamp.pos[2] - hz;
        const d2 = lx * lx + ly * ly + lz * lz;
        const dl = Math.sqrt(d2);
        lx /= dl;
        ly /= dl;
        lz /= dl;
        const k = (Math.max(0, nx * lx + ny * ly + nz * lz) * lamp.intensity) / (0.3 + d2);
        lr += lamp.color[0] * k;
        lg += lamp.color[1] * k;
        lb += lamp.color[2] * k;
      }
      // Polished surfaces mirror the windows, a little blurred by the noise of the wax.
      if (mat[3] > 0) {
        const dn = dx * nx + dy * ny + dz * nz;
        const mx = dx - 2 * dn * nx;
        const my = dy - 2 * dn * ny;
        const mz = dz - 2 * dn * nz;
        const sx = hx + nx * 0.01;
        const syy = hy + ny * 0.01;
        const sz = hz + nz * 0.01;
        const tr = hitRoom(room, sx, syy, sz, mx, my, mz, bhit);
        let blocked = false;
        for (const b of boxes) {
          if (hitBox(sx, syy, sz, mx, my, mz, b, null) < tr) {
            blocked = true;
            break;
          }
        }
        if (!blocked) {
          const win = windowAt(
            windows,
            bhit.axis,
            bhit.sign,
            sx + mx * tr,
            syy + my * tr,
            sz + mz * tr,
          );
          if (win) {
            lookOut(win, mx, my, mz, view);
            const fresnel = mat[3] * (0.4 + 0.6 * Math.pow(1 + dn, 3));
            lr += (view[0] * fresnel) / Math.max(0.05, mat[0]);
            lg += (view[1] * fresnel) / Math.max(0.05, mat[1]);
            lb += (view[2] * fresnel) / Math.max(0.05, mat[2]);
          }
        }
      }
      other[i * 3] = lr;
      other[i * 3 + 1] = lg;
      other[i * 3 + 2] = lb;

      if (sunDir) {
        const ndl = -(nx * sunDir[0] + ny * sunDir[1] + nz * sunDir[2]);
        if (ndl > 0) {
          sunK[i * 3] = sun.color[0] * sun.intensity * ndl;
          sunK[i * 3 + 1] = sun.color[1] * sun.intensity * ndl;
          sunK[i * 3 + 2] = sun.color[2] * sun.intensity * ndl;
          const sx = hx + nx * 0.005;
          const syy = hy + ny * 0.005;
          const sz = hz + nz * 0.005;
          const ux = -sunDir[0];
          const uy = -sunDir[1];
          const uz = -sunDir[2];
          const tr = hitRoom(room, sx, syy, sz, ux, uy, uz, bhit);
          let lit = windowAt(
            windows,
            bhit.axis,
            bhit.sign,
            sx + ux * tr,
            syy + uy * tr,
            sz + uz * tr,
          );
          if (
            lit &&
            lit.bars &&
            windowBar(lit, bhit.axis === 0 ? sz + uz * tr : sx + ux * tr, syy + uy * tr) > 0.5
          )
            lit = null;
          if (lit) {
            for (const b of boxes) {
              if (b !== box && !b.emit && hitBox(sx, syy, sz, ux, uy, uz, b, null) < tr) {
                lit = null;
                break;
              }
            }
          }
          vis[i] = lit ? 1 : 0;
        }
      }
    }
  }
  blur(vis, w, h, 1, Math.max(1, h / 500), 2);
  const px = canvas.px;
  for (let i = 0; i < n; i += 1) {
    const v = vis[i];
    for (let c = 0; c < 3; c += 1) {
      px[i * 3 + c] = albedo[i * 3 + c] * (other[i * 3 + c] + sunK[i * 3 + c] * v) * exposure;
    }
  }
}

function windowBar(win, u, y) {
  const { cols = 2, rows = 1 } = win.bars;
  const bw = win.bars.width ?? 0.035;
  const fu = ((u - win.u0) / (win.u1 - win.u0)) * cols;
  const fy = ((y - win.y0) / (win.y1 - win.y0)) * rows;
  const du = Math.min(Math.abs(fu - Math.round(fu)) * ((win.u1 - win.u0) / cols), 9);
  const dy = Math.min(Math.abs(fy - Math.round(fy)) * ((win.y1 - win.y0) / rows), 9);
  return clamp01((bw - Math.min(du, dy)) * 400);
}

function normalize(v) {
  const l = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / l, v[1] / l, v[2] / l];
}

// ---------------------------------------------------------------------------------------------
// Materials. Each writes an albedo (and optionally gloss in out[3]).

export function materials(noise) {
  const wood =
    (base, plank = 0.18, gloss = 0.18) =>
    (x, y, z, axis, sign, out) => {
      // Planks run along z on floors, along x elsewhere.
      const along = axis === 1 ? z : x + z;
      const across = axis === 1 ? x : y;
      const row = Math.floor(across / plank);
      const shift = ((row * 7919) % 13) * 0.37;
      const seg = Math.floor((along + shift) / 1.6);
      const tone = 0.88 + 0.12 * Math.sin(row * 12.9898 + seg * 78.233);
      const grain = noise.fbm(across * 30 + row * 3.1, along * 2.2 + seg, 4);
      const ring = 0.9 + 0.1 * Math.sin(grain * 14);
      const edgeA = Math.abs((across / plank) % 1);
      const edgeB = Math.abs(((along + shift) / 1.6) % 1);
      const gap = edgeA < 0.025 || edgeB < 0.006 ? 0.55 : 1;
      const k = tone * ring * gap * (0.95 + 0.1 * noise.noise(x * 90, z * 90));
      out[0] = base[0] * k;
      out[1] = base[1] * k;
      out[2] = base[2] * k;
      out[3] = gloss;
    };
  const plaster =
    (base, fine = 0.04) =>
    (x, y, z, _axis, _sign, out) => {
      const k =
        1 +
        noise.fbm(x * 1.5 + z * 1.5, y * 1.5, 4) * 0.05 +
        noise.noise((x + z) * 60, y * 60) * fine;
      out[0] = base[0] * k;
      out[1] = base[1] * k;
      out[2] = base[2] * k;
    };
  const fabric =
    (base, weave = 0.06) =>
    (x, y, z, axis, _sign, out) => {
      const u = axis === 0 ? z : x;
      const v = axis === 1 ? z : y;
      const k =
        1 +
        Math.sin(u * 900) * Math.sin(v * 900) * weave +
        noise.fbm(u * 6, v * 6, 4) * 0.08 +
        noise.noise(u * 200, v * 200) * 0.04;
      out[0] = base[0] * k;
      out[1] = base[1] * k;
      out[2] = base[2] * k;
    };
  const marble =
    (base, vein, tile = 0.6) =>
    (x, y, z, axis, _sign, out) => {
      const u = axis === 0 ? z : x;
      const v = axis === 1 ? z : y;
      const w = noise.fbm(u * 2, v * 2, 5);
      const veins = Math.pow(1 - Math.abs(Math.sin((u + v * 0.6) * 6 + w * 7)), 12);
      const fu = Math.abs((u / tile) % 1);
      const fv = Math.abs((v / tile) % 1);
      const grout = Math.min(fu, 1 - fu, fv, 1 - fv) < 0.006 ? 0.7 : 1;
      const cloud = 1 + noise.fbm(u * 8, v * 8, 4) * 0.06;
      out[0] = mix(base[0] * cloud, vein[0], veins * 0.6) * grout;
      out[1] = mix(base[1] * cloud, vein[1], veins * 0.6) * grout;
      out[2] = mix(base[2] * cloud, vein[2], veins * 0.6) * grout;
      out[3] = 0.22;
    };
  const rug = (field, motif) => (x, _y, z, _axis, _sign, out) => {
    const pattern =
      Math.sin(x * 60 + noise.noise(x * 4, z * 4) * 3) * Math.sin(z * 60) + Math.sin((x - z) * 21);
    const k = 1 + noise.noise(x * 250, z * 250) * 0.1 + noise.fbm(x * 5, z * 5, 3) * 0.08;
    const c = pattern > 1.1 ? motif : field;
    out[0] = c[0] * k;
    out[1] = c[1] * k;
    out[2] = c[2] * k;
  };
  /** A framed print of a landscape (`picture` is a canvas) on a wall-hung box. */
  const print = (picture, b) => (x, y, z, axis, _sign, out) => {
    const u0 = axis === 0 ? b.min[2] : b.min[0];
    const u1 = axis === 0 ? b.max[2] : b.max[0];
    const u = ((axis === 0 ? z : x) - u0) / (u1 - u0);
    const v = 1 - (y - b.min[1]) / (b.max[1] - b.min[1]);
    const edge = Math.min(u, 1 - u, v, 1 - v);
    if (edge < 0.06) {
      out[0] = 0.12;
      out[1] = 0.09;
      out[2] = 0.07;
      return;
    }
    if (edge < 0.12) {
      out[0] = 0.92;
      out[1] = 0.9;
      out[2] = 0.85;
      return;
    }
    sample(picture.px, picture.w, picture.h, 3, u * picture.w, v * picture.h, out);
  };
  const solid =
    (base, gloss = 0) =>
    (x, y, z, _axis, _sign, out) => {
      const k = 1 + noise.noise((x + z) * 40, y * 40) * 0.04;
      out[0] = base[0] * k;
      out[1] = base[1] * k;
      out[2] = base[2] * k;
      out[3] = gloss;
    };
  const curtain = (base) => (x, y, z, axis, _sign, out) => {
    const u = axis === 0 ? z : x;
    const fold = 0.75 + 0.25 * Math.sin(u * 45 + noise.noise(u * 3, y) * 2);
    const k = fold * (1 + noise.noise(u * 300, y * 300) * 0.03);
    out[0] = base[0] * k;
    out[1] = base[1] * k;
    out[2] = base[2] * k;
  };
  return { wood, plaster, fabric, marble, rug, print, solid, curtain };
}
