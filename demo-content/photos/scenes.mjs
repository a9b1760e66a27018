// Landscape compositions per kind of place. Each scene takes a context (canvas, size, noise,
// random) and a few options, and paints back to front with the layers of outdoor.mjs and the
// props of props.mjs. Sizes are in fractions of the picture height so any resolution works.
import { clamp01, mix, rgb, smoothstep, stroke } from './core.mjs';
import {
  paintGround,
  paintRain,
  paintRidge,
  paintSand,
  paintSky,
  paintSurf,
  paintTea,
  paintWater,
} from './outdoor.mjs';
import {
  drawBoat,
  drawBuilding,
  drawConifer,
  drawFlags,
  drawHut,
  drawPalm,
  drawPerson,
  drawRoots,
  drawTree,
  drawUmbrella,
  glow,
  varied,
} from './props.mjs';

/** Light of the day: sky stops (zenith to horizon), sun, cloud colours, haze. */
function daylight(time, ctx, horizon, sunX) {
  const { h } = ctx;
  const presets = {
    morning: {
      stops: [rgb('#3f6fb0'), rgb('#7aa3d4'), rgb('#c4d6e6'), rgb('#e4e8e6')],
      sun: {
        x: sunX,
        y: horizon - h * 0.55,
        r: 0,
        glow: 0.35,
        glowColor: [1, 0.95, 0.85],
        color: [1, 1, 1],
      },
      lit: [1.02, 1.0, 0.97],
      shade: [0.62, 0.67, 0.76],
      haze: rgb('#c9d6e0'),
    },
    dawn: {
      stops: [rgb('#3b4f86'), rgb('#8a86b0'), rgb('#e0a9a0'), rgb('#f6cfa8')],
      sun: {
        x: sunX,
        y: horizon - h * 0.02,
        r: h * 0.012,
        glow: 0.7,
        glowColor: [1, 0.66, 0.4],
        color: [1.6, 1.3, 0.9],
      },
      lit: [1.05, 0.8, 0.7],
      shade: [0.46, 0.44, 0.6],
      haze: rgb('#d9b4b0'),
    },
    golden: {
      stops: [rgb('#3d5f9a'), rgb('#8fa6c4'), rgb('#e9c79a'), rgb('#f7d49a')],
      sun: {
        x: sunX,
        y: horizon - h * 0.12,
        r: h * 0.014,
        glow: 0.65,
        glowColor: [1, 0.75, 0.42],
        color: [1.7, 1.45, 1.05],
      },
      lit: [1.06, 0.92, 0.75],
      shade: [0.55, 0.55, 0.65],
      haze: rgb('#e3cfae'),
    },
    dusk: {
      stops: [rgb('#23305e'), rgb('#6b5a88'), rgb('#d9887a'), rgb('#f5b26b')],
      sun: {
        x: sunX,
        y: horizon + h * 0.01,
        r: h * 0.016,
        glow: 0.9,
        glowColor: [1, 0.55, 0.25],
        color: [1.7, 1.1, 0.6],
      },
      lit: [1.0, 0.66, 0.52],
      shade: [0.36, 0.3, 0.45],
      haze: rgb('#d99a80'),
    },
    tropical: {
      stops: [rgb('#1c5fb8'), rgb('#4f93d8'), rgb('#a6cfeb'), rgb('#dcecf2')],
      sun: {
        x: sunX,
        y: horizon - h * 0.6,
        r: 0,
        glow: 0.3,
        glowColor: [1, 0.97, 0.9],
        color: [1, 1, 1],
      },
      lit: [1.05, 1.05, 1.02],
      shade: [0.66, 0.72, 0.82],
      haze: rgb('#cfe3ec'),
    },
    overcast: {
      stops: [rgb('#4c5560'), rgb('#6d7780'), rgb('#9aa2a6'), rgb('#b8bdbb')],
      sun: null,
      lit: [0.78, 0.8, 0.82],
      shade: [0.36, 0.39, 0.43],
      haze: rgb('#a9b0b0'),
    },
    night: {
      stops: [rgb('#0b1024'), rgb('#1b2140'), rgb('#3a3350'), rgb('#5a4a55')],
      sun: null,
      lit: [0.3, 0.28, 0.33],
      shade: [0.12, 0.12, 0.17],
      haze: rgb('#4a4050'),
    },
  };
  return presets[time];
}

function sky(ctx, time, horizon, o = {}) {
  const { w, rand } = ctx;
  const sunX = o.sunX ?? w * rand.range(0.2, 0.8);
  const d = daylight(time, ctx, horizon, sunX);
  paintSky(ctx, {
    horizon,
    stops: d.stops,
    sun: d.sun,
    clouds: {
      cover: o.cover ?? rand.range(0.25, 0.55),
      lit: d.lit,
      shade: d.shade,
      scale: o.cloudScale ?? rand.range(0.8, 1.3),
      stretch: o.stretch ?? rand.range(0.35, 0.6),
    },
  });
  return { ...d, sunX, sunY: d.sun ? d.sun.y : -1 };
}

const sideOf = (ctx, sunX) => (sunX < ctx.w / 2 ? -1 : 1);

// ---------------------------------------------------------------------------------------------
// Hills: Darjeeling, Kalimpong, Gangtok.

export function hills(ctx, o = {}) {
  const { w, h, rand } = ctx;
  const time = o.time ?? 'morning';
  const horizon = h * (o.horizon ?? rand.range(0.42, 0.52));
  const light = sky(ctx, time, horizon, { cover: o.cover });
  const sunSide = sideOf(ctx, light.sunX);
  const haze = light.haze;
  if (o.snow !== false) {
    const peakLit =
      time === 'dawn' ? [1.05, 0.8, 0.72] : time === 'golden' ? [1.05, 0.9, 0.75] : [1, 1, 1.02];
    paintRidge(ctx, {
      base: horizon - h * 0.01,
      amp: h * rand.range(0.2, 0.3),
      freq: rand.range(1.8, 2.6),
      ridged: true,
      octaves: 7,
      texture: 'snow',
      light: peakLit,
      dark: time === 'dawn' ? [0.45, 0.45, 0.62] : [0.5, 0.56, 0.7],
      alt: [0.42, 0.42, 0.48],
      crown: h * 0.006,
      haze: { color: haze, amount: 0.32 },
      fog: { color: haze, depth: h * 0.12, amount: 0.8 },
      bottom: horizon + h * 0.08,
      sunSide,
      envelope: (x) =>
        0.35 + 0.65 * smoothstep(0, 1, 1 - Math.abs(x / w - (o.peakAt ?? 0.5)) * 1.3),
    });
  }
  const layers = o.layers ?? 4;
  let base = horizon + h * 0.03;
  let tops = null;
  for (let k = 0; k < layers; k += 1) {
    const near = k / Math.max(1, layers - 1);
    const green = mix(0.7, 1, near) * (time === 'dawn' ? 0.62 : time === 'golden' ? 0.85 : 1);
    tops = paintRidge(ctx, {
      base,
      amp: h * mix(0.06, 0.14, near) * rand.range(0.8, 1.3),
      freq: rand.range(1.5, 3),
      octaves: 6,
      light: [0.36 * green, 0.5 * green, 0.26 * green],
      dark: [0.04, 0.1, 0.06],
      alt: [0.3, 0.36, 0.16],
      crown: h * mix(0.004, 0.014, near),
      canopy: { size: h * mix(0.006, 0.02, near), height: h * mix(0.003, 0.012, near) },
      haze: { color: haze, amount: mix(0.72, 0.12, near) },
      fog: {
        color: haze,
        depth: h * mix(0.06, 0.2, near),
        amount: mix(0.9, o.tea ? 0.35 : 0.15, near),
      },
      sunSide,
    });
    base += h * mix(0.04, 0.08, near) * rand.range(0.8, 1.2);
    if (o.town && k === Math.max(0, layers - 3))
      town(ctx, tops, haze, mix(0.6, 0.35, near), sunSide);
  }
  if (o.tea) {
    const y0 = h * (o.teaTop ?? rand.range(0.6, 0.7));
    const tilt = rand.range(-0.12, 0.12) * h;
    const teaTops = new Float32Array(w);
    for (let x = 0; x < w; x += 1) {
      teaTops[x] = y0 + tilt * (x / w - 0.5) * 2 + ctx.noise.fbm(x / (w * 0.5), 7.7, 3) * h * 0.04;
    }
    paintTea(ctx, {
      tops: teaTops,
      rows: rand.int(28, 40),
      sunSide,
      path: o.path
        ? {
            x: (s) => w * (0.55 + 0.25 * Math.sin(s * 3)),
            width: h * 0.03,
            color: [0.55, 0.4, 0.28],
          }
        : null,
    });
    // Silver oaks shade the tea bushes.
    const trees = rand.int(3, 7);
    for (let i = 0; i < trees; i += 1) {
      const x = rand.range(0, w);
      const y = teaTops[Math.floor(x)] + rand.range(0.02, 0.2) * h;
      const th = h * rand.range(0.15, 0.3) * (0.6 + (y - y0) / h);
      drawTree(ctx, {
        x,
        y,
        height: th,
        width: th * 0.5,
        density: 0.85,
        crownLow: 0.45,
        sunSide,
        dark: [0.06, 0.12, 0.07],
        light: [0.38, 0.48, 0.3],
      });
    }
  }
  if (!o.tea && o.cedars !== false) {
    // Cedars in the foreground frame the view.
    const n = rand.int(2, 5);
    const left = rand.chance(0.5);
    for (let i = 0; i < n; i += 1) {
      const x = w * (left ? rand.range(-0.03, 0.22) : rand.range(0.78, 1.03));
      const y = h * rand.range(1.0, 1.08);
      const dark = time === 'dawn' ? 0.55 : 1;
      drawConifer(ctx, {
        x,
        y,
        height: h * rand.range(0.55, 0.95),
        sunSide,
        color: [0.06 * dark, 0.13 * dark, 0.08 * dark],
      });
    }
  }
  if (o.flags) {
    const y0 = h * rand.range(0.05, 0.2);
    drawFlags(ctx, {
      x0: -w * 0.05,
      y0,
      x1: w * 0.62,
      y1: y0 + h * rand.range(0.1, 0.3),
      sag: h * 0.1,
      size: h * 0.032,
    });
    if (rand.chance(0.5)) {
      drawFlags(ctx, {
        x0: w * 0.3,
        y0: y0 - h * 0.04,
        x1: w * 1.05,
        y1: y0 + h * 0.12,
        sag: h * 0.08,
        size: h * 0.028,
      });
    }
  }
}

/** A hillside town: houses stacked on the crest of a ridge, roofs red, green and blue. */
function town(ctx, tops, haze, hazeAmount, sunSide) {
  const { w, h, rand } = ctx;
  const roofs = [rgb('#a2382b'), rgb('#3d6b4a'), rgb('#3b5e8c'), rgb('#b3512e'), rgb('#7a7f86')];
  const walls = [rgb('#e9e2d3'), rgb('#d9c7a5'), rgb('#f0ede6'), rgb('#c9b8a0'), rgb('#e4d2b8')];
  const hz = (c) => [
    mix(c[0], haze[0], hazeAmount),
    mix(c[1], haze[1], hazeAmount),
    mix(c[2], haze[2], hazeAmount),
  ];
  const x0 = w * rand.range(0.05, 0.4);
  const x1 = x0 + w * rand.range(0.35, 0.55);
  for (let row = 0; row < 4; row += 1) {
    let x = x0 + rand.range(0, 20);
    while (x < x1) {
      const bw = h * rand.range(0.012, 0.024);
      const crest = tops[Math.min(w - 1, Math.max(0, Math.floor(x)))];
      const base = crest + h * (0.012 + row * 0.02) + rand.range(0, h * 0.01);
      const bh = bw * rand.range(0.8, 1.6);
      drawBuilding(ctx, {
        x0: x,
        x1: x + bw,
        top: base - bh,
        base: base + h * 0.01,
        color: hz(rand.pick(walls)),
        roofColor: hz(rand.pick(roofs)),
        roof: 'pitched',
        lit: 0,
        windows: false,
        sunSide,
      });
      x += bw * rand.range(0.9, 1.6);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Sea: Digha, Puri, the Andamans.

export function beach(ctx, o = {}) {
  const { w, h, rand, noise } = ctx;
  const time = o.time ?? 'morning';
  const horizon = h * (o.horizon ?? rand.range(0.36, 0.46));
  const light = sky(ctx, time, horizon, { cover: o.cover, sunX: o.sunX });
  const sunSide = sideOf(ctx, light.sunX);
  const tropical = o.water === 'turquoise';
  if (o.islands) {
    for (let k = 0; k < o.islands; k += 1) {
      const cx = rand.range(0.1, 0.9);
      const width = rand.range(0.12, 0.3);
      paintRidge(ctx, {
        base: horizon + 1,
        amp: h * rand.range(0.025, 0.06),
        freq: 6,
        light: [0.3, 0.45, 0.25],
        dark: [0.05, 0.12, 0.08],
        crown: h * 0.004,
        canopy: { size: h * 0.006, height: h * 0.004 },
        haze: { color: light.haze, amount: rand.range(0.35, 0.6) },
        bottom: horizon + 2,
        sunSide,
        envelope: (x) => clamp01(1 - Math.pow(Math.abs(x / w - cx) / width, 2)),
      });
    }
  }
  if (o.headland) {
    const left = rand.chance(0.5);
    paintRidge(ctx, {
      base: horizon + 1,
      amp: h * 0.05,
      freq: 4,
      light: [0.35, 0.42, 0.3],
      dark: [0.1, 0.14, 0.1],
      crown: h * 0.004,
      canopy: { size: h * 0.008, height: h * 0.005 },
      haze: { color: light.haze, amount: 0.6 },
      bottom: horizon + 2,
      sunSide,
      envelope: (x) => smoothstep(0.35, 0, left ? x / w : 1 - x / w),
    });
  }
  const shoreBase = h * (o.shore ?? rand.range(0.6, 0.72));
  const slope = rand.range(-0.08, 0.08) * h;
  const shore = new Float32Array(w);
  for (let x = 0; x < w; x += 1) {
    shore[x] =
      shoreBase + slope * (x / w - 0.5) * 2 + noise.fbm(x / (w * 0.15), 3.3, 4) * h * 0.012;
  }
  const deep = tropical
    ? [0.02, 0.3, 0.45]
    : o.water === 'grey'
      ? [0.28, 0.36, 0.4]
      : [0.2, 0.34, 0.42];
  const shallow = tropical ? [0.18, 0.72, 0.7] : [0.42, 0.5, 0.46];
  paintWater(ctx, {
    line: horizon,
    horizon,
    deep,
    shallow,
    reflect: tropical ? 0.35 : 0.5,
    ripple: 1.4,
    stretch: 5,
    distort: 0.012,
    sunX: light.sun ? light.sunX : null,
    glitter: light.sun ? (time === 'dawn' || time === 'dusk' || time === 'golden' ? 1.2 : 0.5) : 0,
    glitterColor: light.sun ? light.sun.glowColor : [1, 1, 1],
    clarity: tropical ? 0.5 : 0,
    swell: 1,
  });
  paintSurf(ctx, { shore, horizon, lines: o.surf ?? [0.03, 0.12, 0.3], width: 0.025 });
  const dry = o.sand ?? (tropical ? [0.93, 0.88, 0.76] : [0.8, 0.7, 0.55]);
  paintSand(ctx, {
    shore,
    horizon,
    dry,
    wet: [dry[0] * 0.6, dry[1] * 0.58, dry[2] * 0.55],
    wetBand: 0.05,
  });

  const props = [];
  for (let i = 0; i < (o.boats ?? 0); i += 1)
    props.push({ kind: 'boat', y: rand.range(0.05, 0.25) });
  for (let i = 0; i < (o.umbrellas ?? 0); i += 1)
    props.push({ kind: 'umbrella', y: rand.range(0.03, 0.2) });
  for (let i = 0; i < (o.people ?? 0); i += 1)
    props.push({ kind: 'person', y: rand.range(-0.01, 0.2) });
  props.sort((a, b) => a.y - b.y);
  for (const p of props) {
    const x = rand.range(0.05, 0.95) * w;
    const y = shore[Math.floor(x)] + p.y * h;
    const scale = (y - horizon) / (h - horizon);
    if (p.kind === 'boat') {
      drawBoat(ctx, {
        x,
        y,
        length: h * 0.55 * scale,
        sheer: 1.2,
        hull: varied(rand, [0.32, 0.22, 0.14]),
        stripe: rand.pick([[0.2, 0.35, 0.6], [0.6, 0.15, 0.12], null]),
        reflection: false,
      });
    } else if (p.kind === 'umbrella') {
      drawUmbrella(ctx, {
        x,
        y,
        size: h * 0.28 * scale,
        tilt: rand.range(-0.15, 0.15),
        colors: rand.pick([
          [rgb('#d94a3a'), rgb('#f2e6c8')],
          [rgb('#2f6db5'), rgb('#f4f1e8')],
          [rgb('#e8b130'), rgb('#2f8f6f')],
        ]),
      });
    } else {
      drawPerson(ctx, {
        x,
        y,
        height: h * 0.11 * scale,
        light: 0.8,
        clothes: varied(
          rand,
          rand.pick([
            rgb('#9c3b30'),
            rgb('#3d5f8f'),
            rgb('#c49a3a'),
            rgb('#e0ddd2'),
            rgb('#4f6f52'),
          ]),
        ),
      });
    }
  }
  for (let i = 0; i < (o.palms ?? 0); i += 1) {
    const left = i % 2 === 0;
    const x = w * (left ? rand.range(-0.05, 0.18) : rand.range(0.82, 1.05));
    drawPalm(ctx, {
      x,
      y: h * rand.range(0.98, 1.1),
      height: h * rand.range(0.7, 1.0),
      lean: (left ? 1 : -1) * rand.range(0.15, 0.5),
      sunSide,
      leaf: time === 'dusk' ? [0.08, 0.09, 0.06] : [0.2, 0.34, 0.12],
      trunk: time === 'dusk' ? [0.12, 0.1, 0.09] : [0.45, 0.38, 0.3],
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Sundarbans: mangrove creeks, wide rivers, mudflats with breathing roots.

export function mangroves(ctx, o = {}) {
  const { w, h, rand, noise } = ctx;
  const time = o.time ?? 'morning';
  const layout = o.layout ?? 'creek';
  const horizon = h * (o.horizon ?? rand.range(0.42, 0.5));
  const light = sky(ctx, time, horizon, { cover: o.cover ?? rand.range(0.3, 0.6) });
  const sunSide = sideOf(ctx, light.sunX);
  const leafLight = [0.3, 0.4, 0.18];
  const leafDark = [0.04, 0.08, 0.04];
  // The far forest line on the horizon.
  paintRidge(ctx, {
    base: horizon + 1,
    amp: h * 0.03,
    freq: 8,
    light: leafLight,
    dark: leafDark,
    crown: h * 0.004,
    canopy: { size: h * 0.008, height: h * 0.008 },
    haze: { color: light.haze, amount: 0.55 },
    bottom: horizon + 2,
    sunSide,
  });
  const bank = new Float32Array(w);
  const canopyTop = new Float32Array(w);
  if (layout === 'creek') {
    // One bank near, the other farther off; the creek bends away towards the horizon.
    const cx = rand.range(0.35, 0.65);
    const near = [rand.range(0.25, 0.35), rand.range(0.1, 0.18)];
    if (rand.chance(0.5)) near.reverse();
    for (let x = 0; x < w; x += 1) {
      const u = x / w - cx;
      const k =
        (Math.pow(smoothstep(0.04, 0.7, Math.abs(u)), 1.3) * (u < 0 ? near[0] : near[1])) / 0.3;
      bank[x] = horizon + 2 + k * h * 0.3 + noise.fbm(x / 60, 1.1, 3) * h * 0.01 * k;
      canopyTop[x] =
        bank[x] - h * (0.03 + k * 0.33) - noise.fbm(x / (w * 0.06), 4.4, 5) * h * (0.02 + k * 0.12);
    }
  } else {
    const far = h * rand.range(0.04, 0.09);
    const tall = h * rand.range(0.05, 0.07);
    for (let x = 0; x < w; x += 1) {
      bank[x] = horizon + far + noise.fbm(x / (w * 0.2), 2.2, 3) * h * 0.01;
      canopyTop[x] = bank[x] - tall - noise.fbm(x / (w * 0.08), 5.5, 4) * h * 0.03;
    }
  }
  paintRidge(ctx, {
    tops: canopyTop,
    bottoms: bank,
    light: leafLight,
    dark: leafDark,
    alt: [0.34, 0.35, 0.15],
    crown: (x) => h * (0.004 + 0.03 * clamp01((bank[x] - horizon) / (h * 0.3))),
    canopy: { size: h * 0.03, height: h * 0.02 },
    haze: { color: light.haze, amount: 0.12 },
    fog: { color: [0.05, 0.07, 0.04], depth: h * 0.25, amount: 0.5 },
    sunSide,
  });
  // Mud under the trees, and its roots.
  for (let x = 0; x < w; x += 1) {
    const band = Math.max(2, (bank[x] - horizon) * 0.08);
    for (let y = Math.floor(bank[x] - band); y < bank[x] + 1 && y < h; y += 1) {
      const k = clamp01((y - (bank[x] - band)) / band);
      const v = 0.55 + 0.3 * noise.fbm(x / 12, y / 4, 4);
      const i = (y * w + x) * 3;
      const a = clamp01(Math.min(k * 3, bank[x] - y));
      ctx.canvas.px[i] = mix(ctx.canvas.px[i], 0.32 * v, a);
      ctx.canvas.px[i + 1] = mix(ctx.canvas.px[i + 1], 0.26 * v, a);
      ctx.canvas.px[i + 2] = mix(ctx.canvas.px[i + 2], 0.2 * v, a);
    }
  }
  drawRoots(ctx, {
    x0: 0,
    x1: w,
    yAt: (x) => bank[Math.floor(clamp01(x / w) * (w - 1))] - 2,
    count: 900,
    size: h * 0.006,
  });
  const waterLine = (x) => bank[Math.min(w - 1, Math.max(0, Math.floor(x)))];
  paintWater(ctx, {
    line: waterLine,
    horizon,
    deep: [0.3, 0.3, 0.24],
    shallow: [0.42, 0.38, 0.3],
    reflect: 0.7,
    ripple: 1.2,
    stretch: 7,
    distort: 0.008,
    sunX: light.sun ? light.sunX : null,
    glitter: time === 'golden' || time === 'dawn' ? 0.6 : 0.1,
    glitterColor: light.sun ? light.sun.glowColor : [1, 1, 1],
  });
  if (layout === 'mudflat') {
    const top = new Float32Array(w);
    const y0 = h * rand.range(0.7, 0.78);
    for (let x = 0; x < w; x += 1)
      top[x] = y0 + noise.fbm(x / (w * 0.2), 9.9, 4) * h * 0.05 + (x / w - 0.5) * h * 0.06;
    paintGround(ctx, {
      horizon,
      top: (x) => top[x],
      surface: (wx, z, x, y, out) => {
        const wet = smoothstep(0.1, 0.3, noise.fbm(wx * 1.5, z * 0.6, 4));
        const v =
          0.7 + 0.25 * noise.fbm(wx * 8, z * 3, 5) + (((x * 31 + y * 17) % 13) / 13 - 0.5) * 0.08;
        out[0] = mix(0.34, 0.22, wet) * v;
        out[1] = mix(0.29, 0.2, wet) * v;
        out[2] = mix(0.23, 0.17, wet) * v;
      },
    });
    drawRoots(ctx, {
      x0: 0,
      x1: w,
      yAt: (x) => top[Math.floor(clamp01(x / w) * (w - 1))] + 4,
      count: 700,
      size: h * 0.03,
      color: [0.3, 0.25, 0.2],
    });
  }
  if (o.boat) {
    const x = w * rand.range(0.3, 0.7);
    const y = mix(horizon, h, rand.range(0.25, 0.45));
    const scale = (y - horizon) / (h - horizon);
    drawBoat(ctx, {
      x,
      y,
      length: h * 0.6 * scale,
      hull: [0.2, 0.16, 0.12],
      canopy: { width: 0.4, color: [0.45, 0.36, 0.22] },
      sheer: 0.6,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Varanasi: the ghats, steps down to the river, temples and old houses above, boats and lamps.

export function ghats(ctx, o = {}) {
  const { w, h, rand, noise } = ctx;
  const time = o.time ?? 'dusk';
  const horizon = h * (o.horizon ?? rand.range(0.5, 0.56));
  const light = sky(ctx, time, horizon, { cover: o.cover ?? rand.range(0.15, 0.4), sunX: o.sunX });
  const sunSide = sideOf(ctx, light.sunX);
  const dim = time === 'dusk' ? 0.75 : time === 'night' ? 0.35 : 1;
  const warm = time === 'dusk' || time === 'golden' ? [1.08, 0.88, 0.72] : [1, 1, 1];
  const walls = [
    '#d9b48a',
    '#e6cfa4',
    '#c98f6b',
    '#e8dfcf',
    '#d7a55c',
    '#b9785a',
    '#e2c07a',
    '#cfc2ad',
  ].map((c) => {
    const v = rgb(c);
    return [v[0] * warm[0], v[1] * warm[1], v[2] * warm[2]];
  });
  const far = o.far ?? 0.55; // how much smaller the ghats are at the far (right) end
  const waterAt = (x) => mix(horizon + h * 0.16, horizon + h * 0.05, x / w);
  const scaleAt = (x) => mix(1, far, x / w);
  const stepsTopAt = (x) => waterAt(x) - h * 0.11 * scaleAt(x);
  // Buildings: two rows, the back row taller.
  for (let row = 0; row < 2; row += 1) {
    let x = -rand.range(0, 40);
    while (x < w) {
      const s = scaleAt(x);
      const bw = h * rand.range(0.06, 0.16) * s;
      const bh = h * rand.range(0.12, 0.3) * s * (row === 0 ? 1.25 : 0.85);
      const base = stepsTopAt(x + bw / 2) - (row === 0 ? h * 0.04 * s : 0);
      const roof = rand.chance(0.16) ? 'spire' : rand.chance(0.15) ? 'dome' : 'flat';
      drawBuilding(ctx, {
        x0: x,
        x1: x + bw,
        top: base - bh,
        base: base + 2,
        color: rand.pick(walls),
        roofColor:
          roof === 'flat' ? rand.pick(walls) : rgb(rand.pick(['#c9a068', '#e0d3bd', '#b8643d'])),
        roof,
        lit: time === 'dusk' ? 0.25 : time === 'night' ? 0.5 : 0,
        sunSide,
        light: dim,
      });
      x += bw * rand.range(0.95, 1.05);
    }
  }
  // Steps: long treads catching the light, dark risers, wear and stains.
  const stepColor = [0.72 * warm[0], 0.62 * warm[1], 0.5 * warm[2]];
  for (let x = 0; x < w; x += 1) {
    const top = stepsTopAt(x);
    const bot = waterAt(x) + 2;
    const n = 14;
    for (let y = Math.floor(top); y < bot && y < h; y += 1) {
      const t = (y - top) / (bot - top);
      const f = (t * n) % 1;
      const tread = f < 0.55 ? 1 : 0.55;
      const stain = 0.8 + 0.25 * noise.fbm(x / 25, y / 6, 4) - smoothstep(0.7, 1, t) * 0.3;
      const k = tread * stain * dim;
      const i = (y * w + x) * 3;
      const a = clamp01(y + 0.5 - top);
      ctx.canvas.px[i] = mix(ctx.canvas.px[i], stepColor[0] * k, a);
      ctx.canvas.px[i + 1] = mix(ctx.canvas.px[i + 1], stepColor[1] * k, a);
      ctx.canvas.px[i + 2] = mix(ctx.canvas.px[i + 2], stepColor[2] * k, a);
    }
  }
  // Straw umbrellas and people on the steps.
  for (let i = 0; i < (o.umbrellas ?? 8); i += 1) {
    const x = rand.range(0.02, 0.98) * w;
    const s = scaleAt(x);
    const y = mix(stepsTopAt(x), waterAt(x), rand.range(0.3, 0.8));
    drawUmbrella(ctx, {
      x,
      y,
      size: h * 0.07 * s,
      colors: [
        [0.62 * dim, 0.5 * dim, 0.32 * dim],
        [0.55 * dim, 0.44 * dim, 0.28 * dim],
      ],
    });
  }
  for (let i = 0; i < (o.people ?? 40); i += 1) {
    const x = rand.range(0, 1) * w;
    const s = scaleAt(x);
    const y = mix(stepsTopAt(x), waterAt(x), rand.range(0.2, 1));
    drawPerson(ctx, {
      x,
      y,
      height: h * 0.045 * s,
      light: dim,
      clothes: rand.pick([
        rgb('#c0392b'),
        rgb('#e67e22'),
        rgb('#f1e7d0'),
        rgb('#8e44ad'),
        rgb('#f1c40f'),
        rgb('#2e86c1'),
      ]),
    });
  }
  const fires = [];
  if (o.aarti) {
    for (let i = 0; i < 7; i += 1) {
      const x = w * mix(0.15, 0.75, i / 6) + rand.range(-10, 10);
      fires.push([x, mix(stepsTopAt(x), waterAt(x), 0.35) - h * 0.03 * scaleAt(x), scaleAt(x)]);
    }
  }
  paintWater(ctx, {
    line: (x) => waterAt(x),
    horizon: horizon - h * 0.1,
    deep: [0.2, 0.22, 0.24],
    shallow: [0.25, 0.24, 0.22],
    reflect: 0.82,
    ripple: 0.9,
    stretch: 8,
    distort: 0.01,
    sunX: light.sun ? light.sunX : null,
    glitter: light.sun ? 0.6 : 0,
    glitterColor: light.sun ? light.sun.glowColor : [1, 1, 1],
  });
  for (const [x, y, s] of fires) {
    glow(ctx, x, y, h * 0.012 * s, [1, 0.6, 0.2], 1.6);
    glow(ctx, x, waterAt(x) + (waterAt(x) - y) * 0.9, h * 0.02 * s, [1, 0.5, 0.2], 0.35);
  }
  for (let i = 0; i < (o.diyas ?? 0); i += 1) {
    const x = rand.range(0, w);
    const y = mix(waterAt(x), h, Math.pow(rand(), 1.5));
    const s = (y - horizon) / (h - horizon);
    glow(ctx, x, y, h * 0.004 * (0.5 + s), [1, 0.65, 0.25], 1.4);
  }
  for (let i = 0; i < (o.boats ?? 2); i += 1) {
    const x = rand.range(0.1, 0.9) * w;
    const y = mix(waterAt(x), h, rand.range(0.2, 0.6));
    const s = (y - horizon) / (h - horizon);
    drawBoat(ctx, {
      x,
      y,
      length: h * 0.7 * s,
      hull: varied(rand, [0.36, 0.24, 0.16]).map((c) => c * dim),
      stripe: [0.7 * dim, 0.15 * dim, 0.1 * dim],
      canopy: rand.chance(0.5) ? { width: 0.35, color: [0.85 * dim, 0.78 * dim, 0.6 * dim] } : null,
      sheer: 0.5,
    });
    for (let k = 0; k < 3; k += 1)
      drawPerson(ctx, {
        x: x + (k - 1) * h * 0.06 * s,
        y: y - h * 0.03 * s,
        height: h * 0.09 * s,
        light: dim,
        clothes: rand.pick([rgb('#c0392b'), rgb('#f1e7d0'), rgb('#2e86c1')]),
      });
  }
}

// ---------------------------------------------------------------------------------------------
// Shantiniketan: red-earth paths, khoai, mud huts, sal and palash trees.

export function village(ctx, o = {}) {
  const { w, h, rand, noise } = ctx;
  const time = o.time ?? 'golden';
  const horizon = h * (o.horizon ?? rand.range(0.5, 0.58));
  const light = sky(ctx, time, horizon, { cover: o.cover });
  const sunSide = sideOf(ctx, light.sunX);
  paintRidge(ctx, {
    base: horizon + 1,
    amp: h * 0.05,
    freq: 5,
    light: [0.32, 0.45, 0.2],
    dark: [0.06, 0.12, 0.05],
    crown: h * 0.005,
    canopy: { size: h * 0.012, height: h * 0.018 },
    haze: { color: light.haze, amount: 0.45 },
    bottom: horizon + 3,
    sunSide,
  });
  const red = [0.62, 0.3, 0.17];
  const pathX = rand.range(-0.3, 0.3);
  const bend = rand.range(-0.6, 0.6);
  const khoai = o.layout === 'khoai';
  paintGround(ctx, {
    horizon,
    fade: { color: light.haze, amount: 0.5, depth: 0.08 },
    surface: (wx, z, x, y, out) => {
      const centre = pathX + bend * Math.sin(z * 0.25);
      const dp = Math.abs(wx - centre) - 0.9 - noise.fbm(wx * 2, z * 0.7, 3) * 0.25;
      let path = khoai
        ? 1 - smoothstep(-0.2, 0.6, noise.fbm(wx * 0.3, z * 0.15, 4) - 0.1)
        : smoothstep(0.15, -0.15, dp);
      if (khoai) path = Math.max(path, smoothstep(0.15, -0.15, dp));
      const grit = 0.75 + 0.25 * noise.fbm(wx * 12, z * 6, 5) + (hashFine(x, y) - 0.5) * 0.12;
      const rut = khoai
        ? 0.75 + 0.5 * Math.abs(noise.fbm(wx * 3 + noise.fbm(wx, z * 0.5, 3), z * 0.3, 5))
        : 1 - 0.25 * Math.exp(-Math.pow((Math.abs(wx - centre) - 0.45) * 6, 2));
      const er = red[0] * grit * rut;
      const eg = red[1] * grit * rut;
      const eb = red[2] * grit * rut;
      const near = clamp01((y - horizon) / (h - horizon));
      const blade =
        noise.noise(x / (1 + near * 3), y / (4 + near * 18)) * 0.45 +
        noise.fbm(x / (8 + near * 30), y / (4 + near * 20), 3) * 0.35 +
        noise.fbm(wx * 0.8, z * 0.5, 3) * 0.3;
      const dry = smoothstep(-0.2, 0.4, noise.fbm(wx * 0.6, z * 0.4, 3));
      const gr = mix(0.25, 0.55, dry) * (0.75 + blade * 0.5);
      const gg = mix(0.42, 0.5, dry) * (0.75 + blade * 0.5);
      const gb = mix(0.12, 0.22, dry) * (0.75 + blade * 0.5);
      out[0] = mix(gr, er, path);
      out[1] = mix(gg, eg, path);
      out[2] = mix(gb, eb, path);
    },
  });
  if (o.huts) {
    for (let i = 0; i < o.huts; i += 1) {
      const y = horizon + h * rand.range(0.04, 0.12);
      const s = (y - horizon) / (h - horizon);
      drawHut(ctx, { x: rand.range(0.1, 0.9) * w, y, width: h * 0.9 * s, height: h * 0.6 * s });
    }
  }
  const trees = [];
  for (let i = 0; i < (o.trees ?? 10); i += 1)
    trees.push({
      y: horizon + h * (0.01 + Math.pow(rand(), 2) * 0.3),
      palm: rand.chance(o.palms ?? 0.25),
    });
  trees.sort((a, b) => a.y - b.y);
  for (const t of trees) {
    const s = (t.y - horizon) / (h - horizon);
    const side = rand.chance(0.5) ? -1 : 1;
    const x = w * (0.5 + side * rand.range(0.2, 0.55));
    if (t.palm) {
      drawPalm(ctx, {
        x,
        y: t.y,
        height: h * 1.6 * s + h * 0.05,
        lean: rand.range(-0.08, 0.08),
        fronds: 20,
        sunSide,
        leaf: [0.16, 0.26, 0.1],
        trunk: [0.3, 0.27, 0.24],
      });
    } else {
      const th = h * 0.9 * s + h * 0.04;
      drawTree(ctx, {
        x,
        y: t.y,
        height: th,
        width: th * rand.range(0.7, 1.1),
        sunSide,
        blossom: o.blossom ? { color: [0.95, 0.35, 0.08], amount: 0.5 } : null,
        haze: { color: light.haze, amount: 0.35 * (1 - s) },
      });
    }
  }
  for (let i = 0; i < (o.people ?? 0); i += 1) {
    const z = rand.range(9, 22);
    const y = horizon + h / z;
    const x = w / 2 + ((pathX + bend * Math.sin(z * 0.25) + rand.range(-0.5, 0.5)) * h) / z;
    drawPerson(ctx, {
      x,
      y,
      height: (h * 1.6) / z,
      clothes: rand.pick([rgb('#f1e7d0'), rgb('#e0b33a'), rgb('#c0392b')]),
    });
  }
  if (o.abir) {
    // Colour powder in the air at Basanta Utsav.
    for (let i = 0; i < 6; i += 1) {
      const c = rand.pick([
        [1, 0.3, 0.55],
        [1, 0.8, 0.1],
        [0.3, 0.8, 0.3],
        [1, 0.45, 0.15],
      ]);
      const cx = rand.range(0.1, 0.9) * w;
      const cy = rand.range(0.35, 0.75) * h;
      const r = h * rand.range(0.08, 0.18);
      const px = ctx.canvas.px;
      for (let y = Math.max(0, Math.floor(cy - r * 2)); y < Math.min(h, cy + r * 2); y += 1) {
        for (let x = Math.max(0, Math.floor(cx - r * 2)); x < Math.min(w, cx + r * 2); x += 1) {
          const d = Math.hypot(x - cx, (y - cy) * 1.4) / r;
          const a =
            clamp01((1 - d) * 0.8 + noise.fbm(x / (r * 0.3), y / (r * 0.3), 5) * 0.9) * 0.55;
          if (a <= 0) continue;
          const i2 = (y * w + x) * 3;
          px[i2] = mix(px[i2], c[0], a);
          px[i2 + 1] = mix(px[i2 + 1], c[1], a);
          px[i2 + 2] = mix(px[i2 + 2], c[2], a);
        }
      }
    }
  }
}

const hashFine = (x, y) => (((x * 7919 + y * 104729) ^ (x * 31 + y)) % 101) / 101;

// ---------------------------------------------------------------------------------------------
// Monsoon in rural Bengal: paddy, water in the fields, dark clouds, rain.

export function monsoon(ctx) {
  const { w, h, rand, noise } = ctx;
  const horizon = h * rand.range(0.45, 0.52);
  sky(ctx, 'overcast', horizon, { cover: 0.85, cloudScale: 0.8 });
  paintRidge(ctx, {
    base: horizon + 1,
    amp: h * 0.04,
    freq: 6,
    light: [0.3, 0.42, 0.25],
    dark: [0.05, 0.1, 0.06],
    crown: h * 0.004,
    canopy: { size: h * 0.01, height: h * 0.015 },
    haze: { color: rgb('#a9b0b0'), amount: 0.5 },
    bottom: horizon + 3,
    sunSide: -1,
  });
  const src = new Float32Array(ctx.canvas.px);
  paintGround(ctx, {
    horizon,
    fade: { color: rgb('#a9b0b0'), amount: 0.6, depth: 0.06 },
    surface: (wx, z, x, y, out) => {
      const field = Math.floor(z * 0.35 + noise.fbm(wx * 0.2, z * 0.1, 2));
      const bund = Math.abs(((z * 0.35 + noise.fbm(wx * 0.2, z * 0.1, 2)) % 1) - 0.5) > 0.47;
      const flooded = (field * 7) % 3 === 0;
      const rows = 0.7 + 0.3 * Math.sin(wx * 30 + field);
      const blade = 0.8 + 0.35 * noise.noise(wx * 50, z * 3);
      if (flooded && !bund) {
        const sy = Math.max(0, 2 * horizon - y + noise.fbm(wx * 8, z * 2, 3) * 4);
        const i = (Math.floor(sy) * w + x) * 3;
        const sprouts = Math.max(0, noise.noise(wx * 40, z * 40)) * 0.6;
        out[0] = mix(src[i] * 0.85, 0.28, sprouts);
        out[1] = mix(src[i + 1] * 0.85, 0.42, sprouts);
        out[2] = mix(src[i + 2] * 0.85, 0.15, sprouts);
      } else if (bund) {
        out[0] = 0.3 * blade;
        out[1] = 0.32 * blade;
        out[2] = 0.18 * blade;
      } else {
        out[0] = 0.22 * rows * blade;
        out[1] = 0.45 * rows * blade;
        out[2] = 0.12 * rows * blade;
      }
    },
  });
  for (let i = 0; i < 5; i += 1) {
    const y = horizon + h * rand.range(0.01, 0.08);
    const s = (y - horizon) / (h - horizon);
    drawPalm(ctx, {
      x: rand.range(0.05, 0.95) * w,
      y,
      height: h * 2.5 * s + h * 0.08,
      lean: rand.range(-0.1, 0.1),
      fronds: 18,
      leaf: [0.12, 0.2, 0.1],
      trunk: [0.25, 0.24, 0.22],
    });
  }
  paintRain(ctx, { count: Math.floor((w * h) / 900), slant: 0.12, length: 0.06, alpha: 0.14 });
}

// ---------------------------------------------------------------------------------------------
// Kolkata at night: old houses with lit windows, a food stall's lamp, out-of-focus lights.

export function street(ctx) {
  const { w, h, rand, noise } = ctx;
  const horizon = h * 0.62;
  sky(ctx, 'night', horizon, { cover: 0.3 });
  let x = -rand.range(0, 50);
  while (x < w) {
    const bw = h * rand.range(0.2, 0.35);
    const top = h * rand.range(0.05, 0.25);
    drawBuilding(ctx, {
      x0: x,
      x1: x + bw,
      top,
      base: horizon + 4,
      color: varied(rand, rgb(rand.pick(['#b98f6b', '#a7a08f', '#c7a477', '#8f9a8c']))),
      roof: 'flat',
      lit: 0.55,
      light: 0.32,
      windowGlow: [1.5, 1.0, 0.55],
    });
    x += bw;
  }
  paintGround(ctx, {
    horizon: h * 0.45,
    top: () => horizon,
    surface: (wx, z, px, py, out) => {
      const v = 0.06 + 0.04 * noise.fbm(wx * 3, z * 2, 5);
      const sy = Math.floor(Math.max(0, 2 * horizon - py + noise.fbm(wx * 6, z * 3, 3) * 6));
      const i = (sy * w + px) * 3;
      out[0] = v + ctx.canvas.px[i] * 0.35;
      out[1] = v + ctx.canvas.px[i + 1] * 0.35;
      out[2] = v * 1.1 + ctx.canvas.px[i + 2] * 0.35;
    },
  });
  // Street lamps on the facades light the walls around them.
  for (let i = 0; i < 4; i += 1) {
    const lx = w * (0.1 + i * 0.27 + rand.range(-0.05, 0.05));
    const ly = h * rand.range(0.3, 0.42);
    glow(ctx, lx, ly, h * 0.12, [0.55, 0.35, 0.15], 0.35);
    glow(ctx, lx, ly, h * 0.008, [1, 0.8, 0.5], 2);
  }
  // The stall: a cart with a striped awning, steel pots and a hurricane lamp.
  const sx = w * rand.range(0.3, 0.55);
  const sy = h * 0.86;
  const sw = h * 0.65;
  drawBuilding(ctx, {
    x0: sx,
    x1: sx + sw,
    top: sy - h * 0.22,
    base: sy,
    color: [0.35, 0.22, 0.14],
    roof: 'flat',
    lit: 0,
    light: 0.9,
    windows: false,
  });
  // Steel pots and a kadai on the counter, catching the lamp.
  for (let i = 0; i < 5; i += 1) {
    const px = sx + sw * (0.12 + i * 0.19);
    const r = h * rand.range(0.025, 0.04);
    stroke(
      ctx.canvas,
      px - r,
      sy - h * 0.22 - r * 0.6,
      px + r,
      sy - h * 0.22 - r * 0.6,
      r * 0.6,
      r * 0.6,
      [0.7, 0.7, 0.72],
      1,
      (t, side) => 0.45 + 0.6 * Math.pow(1 - Math.abs(t - 0.35), 3) * (1 - Math.abs(side)),
    );
    glow(ctx, px, sy - h * 0.23, h * 0.035, [0.75, 0.75, 0.72], 0.25);
  }
  for (let i = 0; i < 6; i += 1) {
    const c = i % 2 ? [0.85, 0.2, 0.15] : [0.95, 0.9, 0.8];
    drawBuilding(ctx, {
      x0: sx - h * 0.03 + (i * (sw + h * 0.06)) / 6,
      x1: sx - h * 0.03 + ((i + 1) * (sw + h * 0.06)) / 6,
      top: sy - h * 0.4,
      base: sy - h * 0.34,
      color: c,
      roof: 'flat',
      lit: 0,
      light: 0.9,
      windows: false,
    });
  }
  glow(ctx, sx + sw * 0.5, sy - h * 0.3, h * 0.03, [1, 0.75, 0.4], 2.2);
  for (let i = 0; i < 3; i += 1) {
    drawPerson(ctx, {
      x: i === 0 ? sx - h * 0.08 : sx + sw + h * (0.06 + i * 0.1),
      y: h * 0.95,
      height: h * 0.32,
      clothes: rand.pick([rgb('#3c4a60'), rgb('#6b2f2a'), rgb('#d8d2c0')]),
      light: 0.45,
    });
  }
  // Steam off the pots.
  const px = ctx.canvas.px;
  for (let y = Math.floor(sy - h * 0.34); y < sy - h * 0.2; y += 1) {
    for (let x2 = Math.floor(sx); x2 < sx + sw; x2 += 1) {
      const a = clamp01(noise.fbm(x2 / 30, y / 20 + 3, 5) * 1.4 - 0.1) * 0.35;
      if (a <= 0) continue;
      const i = (y * w + x2) * 3;
      px[i] = mix(px[i], 0.8, a);
      px[i + 1] = mix(px[i + 1], 0.75, a);
      px[i + 2] = mix(px[i + 2], 0.7, a);
    }
  }
  // Bokeh: out-of-focus street lights in the foreground.
  for (let i = 0; i < 40; i += 1) {
    const bx = rand.range(0, w);
    const by = rand.range(0, h * 0.5);
    const r = h * rand.range(0.015, 0.05);
    const c = rand.pick([
      [1, 0.7, 0.35],
      [1, 0.85, 0.6],
      [0.9, 0.4, 0.25],
      [0.6, 0.75, 1],
    ]);
    const a = rand.range(0.12, 0.35);
    for (let y = Math.max(0, Math.floor(by - r)); y < Math.min(h, by + r); y += 1) {
      for (let x2 = Math.max(0, Math.floor(bx - r)); x2 < Math.min(w, bx + r); x2 += 1) {
        const d = Math.hypot(x2 - bx, y - by) / r;
        if (d >= 1) continue;
        const k = a * clamp01((1 - d) * 8) * (0.8 + 0.3 * d * d);
        const j = (y * w + x2) * 3;
        px[j] += c[0] * k;
        px[j + 1] += c[1] * k;
        px[j + 2] += c[2] * k;
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// A wide river at dawn with country boats (the Hooghly, the blogs page).

export function river(ctx, o = {}) {
  const { w, h, rand } = ctx;
  const horizon = h * (o.horizon ?? 0.55);
  const light = sky(ctx, o.time ?? 'dawn', horizon, {
    cover: 0.35,
    sunX: w * rand.range(0.55, 0.75),
  });
  const sunSide = sideOf(ctx, light.sunX);
  paintRidge(ctx, {
    base: horizon + 1,
    amp: h * 0.035,
    freq: 7,
    light: [0.25, 0.32, 0.22],
    dark: [0.06, 0.08, 0.08],
    crown: h * 0.004,
    canopy: { size: h * 0.01, height: h * 0.012 },
    haze: { color: light.haze, amount: 0.6 },
    bottom: horizon + 2,
    sunSide,
  });
  // A town and a temple spire on the far bank, soft in the morning haze.
  const hazeOf = (k) => [
    mix(0.3, light.haze[0], k),
    mix(0.27, light.haze[1], k),
    mix(0.3, light.haze[2], k),
  ];
  let bx = w * rand.range(0.05, 0.3);
  const end = bx + w * rand.range(0.3, 0.45);
  while (bx < end) {
    const bw = h * rand.range(0.012, 0.03);
    const roof = rand.chance(0.1) ? 'spire' : 'flat';
    drawBuilding(ctx, {
      x0: bx,
      x1: bx + bw,
      top: horizon - h * rand.range(0.01, 0.035),
      base: horizon + 2,
      color: hazeOf(rand.range(0.45, 0.65)),
      roof,
      roofColor: hazeOf(0.5),
      lit: 0,
      windows: false,
      sunSide,
    });
    bx += bw * rand.range(0.9, 1.4);
  }
  paintWater(ctx, {
    line: horizon + 1,
    horizon,
    swell: 0.6,
    deep: [0.35, 0.32, 0.36],
    shallow: [0.4, 0.36, 0.36],
    reflect: 0.8,
    ripple: 1.2,
    stretch: 7,
    distort: 0.008,
    sunX: light.sunX,
    glitter: 1.1,
    glitterColor: light.sun.glowColor,
  });
  const boats = o.boats ?? 3;
  for (let i = 0; i < boats; i += 1) {
    const y = mix(horizon, h, rand.range(0.08, 0.5));
    const s = (y - horizon) / (h - horizon);
    const x = rand.range(0.1, 0.9) * w;
    drawBoat(ctx, {
      x,
      y,
      length: h * 0.8 * s,
      hull: [0.12, 0.1, 0.1],
      canopy: rand.chance(0.6) ? { width: 0.4, color: [0.2, 0.17, 0.15] } : null,
      sheer: 0.7,
    });
    drawPerson(ctx, {
      x: x + h * 0.25 * s,
      y: y - h * 0.04 * s,
      height: h * 0.16 * s,
      clothes: [0.12, 0.1, 0.1],
      skin: [0.12, 0.1, 0.1],
    });
  }
}
