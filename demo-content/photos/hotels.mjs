// Hotel interiors: a double room, a suite and a dining room, furnished in the style of the place
// (hill lodge, beach hotel, heritage house, forest lodge), with the destination outside the window.
import { createCanvas, createNoise, createRandom, rgb } from './core.mjs';
import { materials, renderRoom } from './interior.mjs';

const STYLES = {
  hill: {
    wall: rgb('#e4d6bd'),
    accentWall: rgb('#8a5a3c'),
    floor: rgb('#6e4429'),
    floorKind: 'wood',
    wood: rgb('#5a3520'),
    linen: rgb('#f1ece2'),
    accent: rgb('#7d1f1f'),
    accent2: rgb('#c99a3b'),
    rug: [rgb('#7a2323'), rgb('#d8b25a')],
    curtain: rgb('#8c2f25'),
    beams: true,
  },
  beach: {
    wall: rgb('#f1efe8'),
    accentWall: rgb('#8fc1c4'),
    floor: rgb('#e2dccf'),
    floorKind: 'marble',
    wood: rgb('#a57d55'),
    linen: rgb('#f7f6f2'),
    accent: rgb('#1f6f7a'),
    accent2: rgb('#e6b35a'),
    rug: [rgb('#d7cdb8'), rgb('#2b7c86')],
    curtain: rgb('#e9e4d6'),
    beams: false,
  },
  heritage: {
    wall: rgb('#e3c08d'),
    accentWall: rgb('#a4442f'),
    floor: rgb('#e4dfd4'),
    floorKind: 'marble',
    wood: rgb('#4a2a18'),
    linen: rgb('#f3eee4'),
    accent: rgb('#8e1c2a'),
    accent2: rgb('#d6a032'),
    rug: [rgb('#8c1f28'), rgb('#1f3d6b')],
    curtain: rgb('#a8322a'),
    beams: false,
  },
  forest: {
    wall: rgb('#b08a5e'),
    accentWall: rgb('#6f4c2e'),
    floor: rgb('#7a5232'),
    floorKind: 'wood',
    wood: rgb('#4b3020'),
    linen: rgb('#eeeae0'),
    accent: rgb('#3f6b3a'),
    accent2: rgb('#c4873a'),
    rug: [rgb('#6c7d3e'), rgb('#d9c79a')],
    curtain: rgb('#55713f'),
    beams: true,
  },
};

const box = (min, max, material, extra = {}) => ({ min, max, material, ...extra });
const framed = (min, max, m, picture) => {
  const b = { min, max };
  return box(min, max, m.print(picture, b));
};

/** Renders the view out of the window: the destination's own landscape, at a small size. */
function renderView(paintView, seed) {
  const w = 900;
  const h = 600;
  const ctx = {
    canvas: createCanvas(w, h),
    w,
    h,
    noise: createNoise(seed),
    rand: createRandom(seed ^ 0x51ed),
  };
  paintView(ctx);
  return ctx.canvas;
}

/** Surfaces shared by the three rooms of a style. */
function surfacesOf(style, m, accentOn) {
  const plaster = m.plaster(style.wall);
  const accentWall =
    style === STYLES.forest ? m.wood(style.accentWall, 0.2, 0) : m.plaster(style.accentWall);
  const planks = style === STYLES.forest ? m.wood(style.wall, 0.22, 0) : null;
  return {
    floor:
      style.floorKind === 'wood'
        ? m.wood(style.floor, 0.16, 0.22)
        : m.marble(style.floor, [0.55, 0.53, 0.5], 0.8),
    ceiling: m.plaster([0.93, 0.92, 0.89], 0.02),
    wall: (x, y, z, axis, sign, out) => {
      if (accentOn(axis, sign)) return accentWall(x, y, z, axis, sign, out);
      if (planks) return planks(x, y, z, axis, sign, out);
      // A skirting board along the floor.
      if (y < 0.12) return m.solid(style.wood)(x, y, z, axis, sign, out);
      return plaster(x, y, z, axis, sign, out);
    },
  };
}

function beams(style, m, room, step) {
  if (!style.beams) return [];
  const out = [];
  for (let z = room.min[2] + 0.8; z < room.max[2]; z += step) {
    out.push(
      box(
        [room.min[0], room.max[1] - 0.22, z],
        [room.max[0], room.max[1], z + 0.18],
        m.wood(style.wood, 0.18, 0),
      ),
    );
  }
  return out;
}

/** A double room: the bed against the back wall, a window on the left with the sun coming in. */
function doubleRoom(ctx, styleName, view, art, rand) {
  const style = STYLES[styleName];
  const m = materials(ctx.noise);
  const room = { min: [-2.1, 0, -0.6], max: [2.1, 2.9, 5.2] };
  const bx = rand.range(0.1, 0.5);
  const linen = m.fabric(style.linen, 0.05);
  const boxes = [
    box([bx - 1.0, 0, 3.05], [bx + 1.0, 0.32, 5.15], m.wood(style.wood, 0.18, 0.1)),
    box([bx - 1.05, 0.3, 3.0], [bx + 1.05, 0.62, 5.1], linen, { bevel: 0.1 }),
    box([bx - 1.07, 0.6, 3.0], [bx + 1.07, 0.65, 3.75], m.fabric(style.accent, 0.08), {
      bevel: 0.03,
    }),
    box([bx - 0.9, 0.6, 4.55], [bx - 0.05, 0.8, 5.0], linen, { bevel: 0.09 }),
    box([bx + 0.05, 0.6, 4.55], [bx + 0.9, 0.8, 5.0], linen, { bevel: 0.09 }),
    box([bx - 0.6, 0.62, 4.35], [bx + 0.6, 0.78, 4.55], m.fabric(style.accent2, 0.08), {
      bevel: 0.07,
    }),
    box([bx - 1.2, 0, 5.08], [bx + 1.2, 1.4, 5.2], m.fabric(style.accent, 0.04), { bevel: 0.04 }),
    box([bx - 1.7, 0, 4.7], [bx - 1.25, 0.55, 5.18], m.wood(style.wood, 0.12, 0.15)),
    box(
      [bx + 1.25, 0, 4.7],
      [Math.min(2.08, bx + 1.7), 0.55, 5.18],
      m.wood(style.wood, 0.12, 0.15),
    ),
    box([bx - 1.52, 0.55, 4.9], [bx - 1.44, 0.85, 4.98], m.solid([0.75, 0.6, 0.35], 0.3)),
    box([bx - 1.62, 0.85, 4.82], [bx - 1.34, 1.1, 5.08], m.solid([1, 1, 1]), {
      emit: [2.2, 1.7, 1.1],
    }),
    box([bx + 1.44, 0.55, 4.9], [bx + 1.52, 0.85, 4.98], m.solid([0.75, 0.6, 0.35], 0.3)),
    box([bx + 1.34, 0.85, 4.82], [bx + 1.62, 1.1, 5.08], m.solid([1, 1, 1]), {
      emit: [2.2, 1.7, 1.1],
    }),
    framed([bx - 0.55, 1.6, 5.16], [bx + 0.55, 2.3, 5.2], m, art),
    box([-2.1, 0.1, 0.7], [-1.96, 2.75, 1.1], m.curtain(style.curtain)),
    box([-2.1, 0.1, 3.5], [-1.96, 2.75, 3.9], m.curtain(style.curtain)),
    box([bx - 1.1, 0, 1.5], [bx + 1.6, 0.015, 3.1], rugOf(style, m)),
    box([-1.85, 0, 0.1], [-1.1, 0.45, 0.8], m.fabric(style.accent2, 0.06), { bevel: 0.08 }),
    box([-1.85, 0.45, 0.1], [-1.7, 0.95, 0.8], m.fabric(style.accent2, 0.06), { bevel: 0.06 }),
    ...beams(style, m, room, 1.3),
  ];
  renderRoom(ctx, {
    room,
    camera: {
      x: rand.range(1.1, 1.5),
      y: 1.3,
      z: -0.4,
      yaw: rand.range(-0.34, -0.24),
      fov: rand.range(68, 74),
      shift: -0.08,
    },
    surfaces: surfacesOf(style, m, (axis, sign) => axis === 2 && sign < 0),
    boxes,
    windows: [
      {
        axis: 0,
        sign: 1,
        u0: 1.2,
        u1: 3.35,
        y0: 0.55,
        y1: 2.55,
        bars: { cols: 2, rows: 1 },
        view,
        skyLight: 0.4,
        brightness: 1,
      },
    ],
    sun: { dir: [1, -0.6, 0.45], color: [1.0, 0.9, 0.75], intensity: 1.4 },
    lamps: [
      { pos: [bx - 1.48, 0.98, 4.95], color: [1, 0.75, 0.45], intensity: 0.25 },
      { pos: [bx + 1.48, 0.98, 4.95], color: [1, 0.75, 0.45], intensity: 0.25 },
    ],
    ambient: [0.34, 0.32, 0.3],
    exposure: 1.3,
  });
}

function rugOf(style, m) {
  return m.rug(style.rug[0], style.rug[1]);
}

/** A suite: a sitting room with a sofa and armchairs, glass doors onto the view. */
function suite(ctx, styleName, view, art, rand) {
  const style = STYLES[styleName];
  const m = materials(ctx.noise);
  const room = { min: [-3, 0, -0.6], max: [3, 3, 6.6] };
  const sofa = m.fabric(rand.chance(0.5) ? style.linen : style.accent2, 0.06);
  const chair = m.fabric(style.accent, 0.06);
  const wood = m.wood(style.wood, 0.12, 0.25);
  const boxes = [
    // Sofa along the right wall.
    box([2.1, 0, 2.0], [2.95, 0.45, 4.4], sofa, { bevel: 0.1 }),
    box([2.7, 0.4, 2.0], [2.98, 0.95, 4.4], sofa, { bevel: 0.1 }),
    box([2.1, 0.4, 1.85], [2.98, 0.7, 2.1], sofa, { bevel: 0.08 }),
    box([2.1, 0.4, 4.3], [2.98, 0.7, 4.55], sofa, { bevel: 0.08 }),
    box([2.45, 0.45, 2.5], [2.7, 0.85, 3.0], m.fabric(style.accent, 0.08), { bevel: 0.08 }),
    box([2.45, 0.45, 3.4], [2.7, 0.85, 3.9], m.fabric(style.accent2, 0.08), { bevel: 0.08 }),
    // Coffee table and a tray on it.
    box([0.6, 0.36, 2.5], [1.5, 0.44, 3.9], wood),
    box([0.65, 0, 2.55], [0.72, 0.36, 2.62], wood),
    box([1.38, 0, 2.55], [1.45, 0.36, 2.62], wood),
    box([0.65, 0, 3.78], [0.72, 0.36, 3.85], wood),
    box([1.38, 0, 3.78], [1.45, 0.36, 3.85], wood),
    box([0.85, 0.44, 2.9], [1.25, 0.5, 3.4], m.solid(style.accent2, 0.2)),
    // Two armchairs facing the sofa.
    box([-0.4, 0, 2.0], [0.3, 0.45, 2.75], chair, { bevel: 0.09 }),
    box([-0.45, 0.4, 2.0], [-0.25, 0.95, 2.75], chair, { bevel: 0.08 }),
    box([-0.4, 0, 3.65], [0.3, 0.45, 4.4], chair, { bevel: 0.09 }),
    box([-0.45, 0.4, 3.65], [-0.25, 0.95, 4.4], chair, { bevel: 0.08 }),
    box([-0.7, 0, 1.7], [2.3, 0.015, 4.7], rugOf(style, m)),
    // A writing desk and its lamp on the left wall.
    box([-3, 0.72, 2.5], [-2.4, 0.78, 3.9], wood),
    box([-3, 0, 2.5], [-2.45, 0.72, 2.6], wood),
    box([-3, 0, 3.8], [-2.45, 0.72, 3.9], wood),
    box([-2.85, 0.78, 3.5], [-2.8, 1.05, 3.55], m.solid([0.7, 0.55, 0.3], 0.3)),
    box([-2.95, 1.05, 3.4], [-2.7, 1.28, 3.65], m.solid([1, 1, 1]), { emit: [2.2, 1.7, 1.1] }),
    framed([-2.99, 1.3, 2.6], [-2.95, 2.2, 3.8], m, art),
    // Curtains beside the glass doors, a ceiling lamp.
    box([-2.3, 0.05, 6.45], [-1.75, 2.85, 6.58], m.curtain(style.curtain)),
    box([1.75, 0.05, 6.45], [2.3, 2.85, 6.58], m.curtain(style.curtain)),
    box([0.7, 2.55, 2.95], [1.4, 2.75, 3.45], m.solid([1, 1, 1]), { emit: [1.9, 1.5, 1.0] }),
    box([1.03, 2.75, 3.18], [1.07, 3, 3.22], m.solid([0.2, 0.2, 0.2])),
    ...beams(style, m, room, 1.4),
  ];
  renderRoom(ctx, {
    room,
    camera: {
      x: rand.range(-2.4, -2.0),
      y: 1.35,
      z: -0.4,
      yaw: rand.range(0.32, 0.42),
      fov: rand.range(68, 74),
      shift: -0.1,
    },
    surfaces: surfacesOf(
      style,
      m,
      (axis, sign) => axis === 0 && sign > 0 && styleName !== 'forest',
    ),
    boxes,
    windows: [
      {
        axis: 2,
        sign: -1,
        u0: -1.7,
        u1: 1.7,
        y0: 0.05,
        y1: 2.55,
        bars: { cols: 3, rows: 1 },
        view,
        skyLight: 0.3,
        brightness: 1,
      },
    ],
    sun: { dir: [-0.35, -0.5, -1], color: [1.0, 0.88, 0.72], intensity: 1.3 },
    lamps: [
      { pos: [-2.82, 1.15, 3.52], color: [1, 0.75, 0.45], intensity: 0.25 },
      { pos: [1.05, 2.5, 3.2], color: [1, 0.8, 0.55], intensity: 0.5 },
    ],
    ambient: [0.34, 0.32, 0.3],
    exposure: 1.3,
  });
}

/** The dining room: tables laid in white, chairs, pendant lamps, a row of windows. */
function diningRoom(ctx, styleName, view, art, rand) {
  const style = STYLES[styleName];
  const m = materials(ctx.noise);
  const room = { min: [-3.5, 0, -0.6], max: [3.5, 3.2, 10] };
  const cloth = m.fabric(style.linen, 0.05);
  const chair = m.fabric(rand.chance(0.5) ? style.accent : style.wood, 0.05);
  const boxes = [];
  const lamps = [];
  for (const cx of [-1.4, 1.5]) {
    for (const cz of [2.2, 4.9, 7.6]) {
      boxes.push(
        box([cx - 0.55, 0.02, cz - 0.55], [cx + 0.55, 0.76, cz + 0.55], cloth, { bevel: 0.02 }),
      );
      boxes.push(
        box([cx - 0.12, 0.76, cz - 0.12], [cx + 0.12, 0.8, cz + 0.12], m.solid(style.accent2, 0.3)),
      );
      boxes.push(
        box(
          [cx - 0.03, 0.8, cz - 0.03],
          [cx + 0.03, 0.95, cz + 0.03],
          m.solid([0.9, 0.9, 0.85], 0.4),
        ),
      );
      for (const side of [-1, 1]) {
        const sx = cx + side * 0.82;
        boxes.push(
          box([sx - 0.24, 0, cz - 0.24], [sx + 0.24, 0.47, cz + 0.24], chair, { bevel: 0.05 }),
        );
        const bx = sx + side * 0.2;
        boxes.push(
          box([bx - 0.05, 0.45, cz - 0.23], [bx + 0.05, 1.05, cz + 0.23], chair, { bevel: 0.04 }),
        );
      }
      boxes.push(
        box([cx - 0.18, 2.25, cz - 0.18], [cx + 0.18, 2.45, cz + 0.18], m.solid([1, 1, 1]), {
          emit: [2.4, 1.8, 1.1],
        }),
      );
      boxes.push(
        box(
          [cx - 0.015, 2.45, cz - 0.015],
          [cx + 0.015, 3.2, cz + 0.015],
          m.solid([0.15, 0.15, 0.15]),
        ),
      );
      lamps.push({ pos: [cx, 2.2, cz], color: [1, 0.78, 0.5], intensity: 0.3 });
    }
  }
  // A sideboard against the right wall, pictures above it.
  boxes.push(box([2.95, 0, 3.5], [3.5, 0.9, 6.5], m.wood(style.wood, 0.12, 0.25)));
  boxes.push(framed([3.46, 1.3, 3.7], [3.5, 2.1, 4.8], m, art));
  boxes.push(framed([3.46, 1.3, 5.2], [3.5, 2.1, 6.3], m, view));
  boxes.push(...beams(style, m, room, 1.6));
  const windows = [1.4, 4.1, 6.8].map((u0) => ({
    axis: 0,
    sign: 1,
    u0,
    u1: u0 + 1.6,
    y0: 0.75,
    y1: 2.6,
    bars: { cols: 2, rows: 2 },
    view,
    skyLight: 0.3,
    brightness: 1,
  }));
  renderRoom(ctx, {
    room,
    camera: {
      x: rand.range(0.6, 1.1),
      y: 1.45,
      z: -0.4,
      yaw: rand.range(-0.26, -0.16),
      fov: rand.range(66, 72),
      shift: -0.1,
    },
    surfaces: surfacesOf(style, m, (axis, sign) => axis === 2 && sign < 0),
    boxes,
    windows,
    sun: { dir: [1, -0.5, 0.5], color: [1.0, 0.9, 0.75], intensity: 1.25 },
    lamps,
    ambient: [0.34, 0.32, 0.3],
    exposure: 1.25,
  });
}

const ROOMS = [doubleRoom, suite, diningRoom];

/** Paints hotel picture n (1..3) of a destination in its style with its view. */
export function hotel(ctx, n, styleName, paintView) {
  const view = renderView(paintView, (ctx.rand() * 4294967296) >>> 0);
  const art = renderView(paintView, (ctx.rand() * 4294967296) >>> 0);
  ROOMS[n - 1](ctx, styleName, view, art, ctx.rand);
}
