#!/usr/bin/env node
// Writes the demo content's images into api-server/media/ (the folder the API serves at /media/)
// as small SVG illustrations (the machine may be offline, so nothing is downloaded). Deterministic:
// running it twice gives the same files, which are committed.
// Usage: node demo-content/generate-media.mjs [--out <dir>]   (or npm run generate:media)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_MEDIA_DIR } from './api-media-dir.mjs';

const outFlag = process.argv.indexOf('--out');
const OUT_DIR = outFlag > 0 ? path.resolve(process.argv[outFlag + 1]) : API_MEDIA_DIR;
const MAX_BYTES = 4096;

// ---------------------------------------------------------------------------------------------
// Helpers

/** Small deterministic PRNG (mulberry32), seeded from a name, so each picture keeps its shape. */
function random(seedText) {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r0 = (value) => Math.round(value);

function svg({ w, h, title, defs = '', body }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${title}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`
  );
}

const vGradient = (id, stops) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(
      (color, index) =>
        `<stop offset="${r0((index / (stops.length - 1)) * 100)}%" stop-color="${color}"/>`,
    )
    .join('')}</linearGradient>`;

/** A ridge line across the picture, filled down to the bottom edge. */
function ridge(rand, { w, h, base, amp, steps, fill }) {
  const points = [];
  for (let i = 0; i <= steps; i += 1) {
    points.push(`${r0((i / steps) * w)},${r0(base - rand() * amp)}`);
  }
  return `<path d="M0,${h}L${points.join('L')}L${w},${h}Z" fill="${fill}"/>`;
}

// Times of day: sky gradient, sun colour, far/near hill tints, water.
const SKIES = {
  dawn: {
    sky: ['#f7b7a3', '#fde2c4', '#fff4e0'],
    sun: '#fff1c1',
    far: '#b9a3c9',
    near: '#6f8f7a',
    water: '#7fb4c9',
  },
  day: {
    sky: ['#6fb7e9', '#a8d8f0', '#e6f5fb'],
    sun: '#fff6c9',
    far: '#9fb8cf',
    near: '#4f8a5b',
    water: '#3d8fb8',
  },
  sunset: {
    sky: ['#5b4a8b', '#e0797a', '#f8c27a'],
    sun: '#ffe0a0',
    far: '#8a6a8f',
    near: '#4d5f55',
    water: '#c9808a',
  },
  dusk: {
    sky: ['#1f2a52', '#4b4f86', '#d98c6c'],
    sun: '#ffd59a',
    far: '#49507a',
    near: '#2e3b48',
    water: '#4a5a86',
  },
  monsoon: {
    sky: ['#6d7b8a', '#9aa8b4', '#c9d3d8'],
    sun: '#e8eef0',
    far: '#6f8a7a',
    near: '#3f7a4a',
    water: '#6a8f9a',
  },
};

function sky(id, w, h, time, { sunX = 0.75, sunY = 0.3, sunR = 46 } = {}) {
  const t = SKIES[time];
  return {
    defs: vGradient(id, t.sky),
    body: `<rect width="${w}" height="${h}" fill="url(#${id})"/><circle cx="${r0(w * sunX)}" cy="${r0(h * sunY)}" r="${sunR}" fill="${t.sun}" opacity=".9"/>`,
  };
}

// ---------------------------------------------------------------------------------------------
// Scene elements (drawn on a 1200 x 800 canvas unless scaled)

function snowPeaks(rand, w, base, color) {
  let peaks = '';
  let snow = '';
  for (let x = -100; x < w + 100; x += 180 + r0(rand() * 120)) {
    const height = 170 + r0(rand() * 150);
    const half = 150 + r0(rand() * 80);
    const top = base - height;
    peaks += `M${x - half},${base}L${x},${top}L${x + half},${base}Z`;
    const sw = half * 0.32;
    const sy = top + height * 0.32;
    snow += `M${r0(x - sw)},${r0(sy)}L${x},${top}L${r0(x + sw)},${r0(sy)}L${r0(x + sw * 0.4)},${r0(sy - 14)}L${r0(x - sw * 0.2)},${r0(sy + 6)}Z`;
  }
  return `<path d="${peaks}" fill="${color}"/><path d="${snow}" fill="#fbfdff"/>`;
}

function teaRows(w, h, top, colors) {
  let rows = `<path d="M0,${top + 40}Q${w * 0.45},${top - 30} ${w},${top + 20}V${h}H0Z" fill="${colors[0]}"/>`;
  for (let i = 0; i < 9; i += 1) {
    const y = top + 50 + i * 38;
    rows += `<path d="M-40,${y + 30}Q${w * 0.45},${y - 34 + i * 4} ${w + 40},${y + 14}" stroke="${colors[1 + (i % 2)]}" stroke-width="${16 + i * 2}" stroke-linecap="round" fill="none"/>`;
  }
  return rows;
}

function sea(w, h, horizon, water, shore) {
  let body = `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${water}"/>`;
  for (let i = 0; i < 5; i += 1) {
    const y = horizon + 30 + i * 36;
    body += `<path d="M${60 + i * 90},${y}q40,-12 80,0t80,0M${640 - i * 40},${y + 14}q40,-12 80,0t80,0" stroke="#fff" stroke-opacity=".55" stroke-width="4" fill="none"/>`;
  }
  if (shore) {
    body += `<path d="M0,${h - 150}Q${w * 0.4},${h - 230} ${w},${h - 190}V${h}H0Z" fill="${shore}"/>`;
    body += `<path d="M0,${h - 150}Q${w * 0.4},${h - 230} ${w},${h - 190}" stroke="#fff" stroke-width="6" stroke-opacity=".7" fill="none"/>`;
  }
  return body;
}

function palm(x, y, scale, color = '#2f5d3a') {
  const s = (v) => r0(v * scale);
  return (
    `<path d="M${x},${y}q${s(-14)},${s(-110)} ${s(22)},${s(-210)}" stroke="#7a5a3a" stroke-width="${s(12)}" fill="none" stroke-linecap="round"/>` +
    `<path d="M${x + s(22)},${y - s(210)}q${s(-70)},${s(-20)} ${s(-110)},${s(40)}q${s(60)},${s(-50)} ${s(110)},${s(-40)}q${s(40)},${s(-60)} ${s(110)},${s(-20)}q${s(-60)},${s(-10)} ${s(-110)},${s(20)}q${s(80)},${s(0)} ${s(100)},${s(70)}q${s(-50)},${s(-50)} ${s(-100)},${s(-70)}" fill="${color}"/>`
  );
}

function boat(x, y, scale, hull = '#6b3f2a', canopy = '#d9a441') {
  const s = (v) => r0(v * scale);
  return (
    `<path d="M${x},${y}h${s(160)}l${s(-26)},${s(28)}h${s(-110)}Z" fill="${hull}"/>` +
    `<path d="M${x + s(40)},${y}v${s(-34)}q${s(40)},${s(-20)} ${s(80)},0v${s(34)}Z" fill="${canopy}"/>`
  );
}

function mangroves(rand, w, y, color) {
  let body = '';
  for (let x = 20; x < w; x += 110 + r0(rand() * 70)) {
    const t = 90 + r0(rand() * 80);
    body += `<path d="M${x},${y}v${-t}M${x - 30},${y}q20,-50 30,-${r0(t * 0.5)}M${x + 30},${y}q-20,-50 -30,-${r0(t * 0.5)}" stroke="#4a3b2a" stroke-width="6" fill="none"/>`;
    body += `<ellipse cx="${x}" cy="${y - t - 20}" rx="${60 + r0(rand() * 30)}" ry="${36 + r0(rand() * 16)}" fill="${color}"/>`;
  }
  return body;
}

function temple(x, base, scale, color) {
  const s = (v) => r0(v * scale);
  return (
    `<path d="M${x - s(70)},${base}V${base - s(140)}Q${x - s(66)},${base - s(330)} ${x},${base - s(360)}Q${x + s(66)},${base - s(330)} ${x + s(70)},${base - s(140)}V${base}Z" fill="${color}"/>` +
    `<ellipse cx="${x}" cy="${base - s(366)}" rx="${s(30)}" ry="${s(10)}" fill="${color}"/>` +
    `<path d="M${x},${base - s(376)}v${s(-60)}l${s(44)},${s(12)}l${s(-44)},${s(12)}" stroke="${color}" stroke-width="${s(4)}" fill="#e4572e"/>` +
    `<rect x="${x - s(170)}" y="${base - s(120)}" width="${s(110)}" height="${s(120)}" fill="${color}"/>` +
    `<path d="M${x - s(180)},${base - s(120)}l${s(65)},${s(-70)}l${s(65)},${s(70)}Z" fill="${color}"/>`
  );
}

function ghats(w, h, top, color, stepColor) {
  let body = `<path d="M0,${top}h${w}v60H0Z" fill="${color}"/>`;
  for (let i = 0; i < 6; i += 1) {
    body += `<rect x="0" y="${top + 60 + i * 18}" width="${w}" height="18" fill="${i % 2 ? stepColor : '#c9a27a'}"/>`;
  }
  // Skyline of old houses and temple spires along the river.
  let skyline = '';
  for (let x = 0, i = 0; x < w; x += 90, i += 1) {
    const height = 80 + ((i * 37) % 90);
    skyline += `M${x},${top}v-${height}h80v${height}Z`;
    if (i % 3 === 1) skyline += `M${x + 10},${top - height}q30,-60 60,0Z`;
  }
  return `<path d="${skyline}" fill="${color}"/>${body}`;
}

function diyas(rand, w, y) {
  let body = '';
  for (let i = 0; i < 14; i += 1) {
    body += `<circle cx="${r0(rand() * w)}" cy="${r0(y + rand() * 120)}" r="5" fill="#ffcf5a"/>`;
  }
  return body;
}

function salTrees(rand, w, ground, green) {
  let body = '';
  for (let x = 60; x < w; x += 150 + r0(rand() * 90)) {
    const t = 200 + r0(rand() * 90);
    body += `<rect x="${x - 7}" y="${ground - t}" width="14" height="${t}" fill="#5b3a26"/>`;
    body += `<circle cx="${x}" cy="${ground - t}" r="${56 + r0(rand() * 20)}" fill="${green}"/><circle cx="${x - 40}" cy="${ground - t + 34}" r="40" fill="${green}"/><circle cx="${x + 42}" cy="${ground - t + 30}" r="42" fill="${green}"/>`;
  }
  return body;
}

function hut(x, ground) {
  return (
    `<rect x="${x}" y="${ground - 110}" width="190" height="110" fill="#d9b27c"/>` +
    `<rect x="${x + 80}" y="${ground - 70}" width="34" height="70" fill="#6a3f24"/>` +
    `<path d="M${x - 30},${ground - 100}L${x + 95},${ground - 190}L${x + 220},${ground - 100}Z" fill="#8a6a3a"/>`
  );
}

function monastery(x, base, scale) {
  const s = (v) => r0(v * scale);
  return (
    `<rect x="${x - s(110)}" y="${base - s(120)}" width="${s(220)}" height="${s(120)}" fill="#f3e6c8"/>` +
    `<path d="M${x - s(140)},${base - s(120)}h${s(280)}l${s(-40)},${s(-44)}h${s(-200)}Z" fill="#b83a2e"/>` +
    `<rect x="${x - s(60)}" y="${base - s(200)}" width="${s(120)}" height="${s(36)}" fill="#f3e6c8"/>` +
    `<path d="M${x - s(84)},${base - s(200)}h${s(168)}l${s(-30)},${s(-34)}h${s(-108)}Z" fill="#b83a2e"/>` +
    `<path d="M${x},${base - s(234)}v${s(-30)}" stroke="#e0b43c" stroke-width="${s(8)}"/>` +
    `<rect x="${x - s(22)}" y="${base - s(70)}" width="${s(44)}" height="${s(70)}" fill="#7a2a22"/>`
  );
}

function prayerFlags(x1, y1, x2, y2) {
  const colors = ['#2f6fd6', '#f4f4f4', '#d93b30', '#2e9e4f', '#f2c12e'];
  let body = `<path d="M${x1},${y1}Q${(x1 + x2) / 2},${(y1 + y2) / 2 + 40} ${x2},${y2}" stroke="#555" stroke-width="2" fill="none"/>`;
  for (let i = 1; i < 12; i += 1) {
    const t = i / 12;
    const x = r0(x1 + (x2 - x1) * t);
    const y = r0(y1 + (y2 - y1) * t + 160 * t * (1 - t));
    body += `<rect x="${x - 9}" y="${y}" width="18" height="24" fill="${colors[i % 5]}"/>`;
  }
  return body;
}

function toyTrain(x, y) {
  return (
    `<path d="M0,${y + 34}h1200" stroke="#5a4a3a" stroke-width="6"/>` +
    `<rect x="${x}" y="${y - 40}" width="110" height="60" rx="8" fill="#2f5fa8"/><rect x="${x + 120}" y="${y - 40}" width="110" height="60" rx="8" fill="#2f5fa8"/>` +
    `<rect x="${x + 240}" y="${y - 56}" width="90" height="76" rx="6" fill="#1d3f75"/><rect x="${x + 300}" y="${y - 84}" width="16" height="30" fill="#1d3f75"/>` +
    `<g fill="#222"><circle cx="${x + 25}" cy="${y + 26}" r="10"/><circle cx="${x + 85}" cy="${y + 26}" r="10"/><circle cx="${x + 145}" cy="${y + 26}" r="10"/><circle cx="${x + 205}" cy="${y + 26}" r="10"/><circle cx="${x + 265}" cy="${y + 26}" r="12"/><circle cx="${x + 310}" cy="${y + 26}" r="12"/></g>` +
    `<g fill="#fce9b0"><rect x="${x + 14}" y="${y - 28}" width="24" height="18"/><rect x="${x + 48}" y="${y - 28}" width="24" height="18"/><rect x="${x + 134}" y="${y - 28}" width="24" height="18"/><rect x="${x + 168}" y="${y - 28}" width="24" height="18"/></g>`
  );
}

function island(w, horizon) {
  return (
    `<path d="M${w * 0.45},${horizon + 4}Q${w * 0.62},${horizon - 120} ${w * 0.86},${horizon + 4}Z" fill="#2f7a4a"/>` +
    `<path d="M${w * 0.43},${horizon + 6}Q${w * 0.65},${horizon - 10} ${w * 0.88},${horizon + 6}Z" fill="#f3e2b3"/>`
  );
}

function clouds(w, y) {
  let body = '';
  for (let x = 80; x < w; x += 300) {
    body += `<g fill="#8d99a5"><ellipse cx="${x}" cy="${y}" rx="120" ry="44"/><ellipse cx="${x + 70}" cy="${y - 30}" rx="90" ry="50"/><ellipse cx="${x + 150}" cy="${y + 6}" rx="100" ry="38"/></g>`;
  }
  return body;
}

function rain(rand, w, h) {
  let d = '';
  for (let i = 0; i < 70; i += 1) d += `M${r0(rand() * w)},${r0(rand() * h)}l-12,34`;
  return `<path d="${d}" stroke="#e8f0f4" stroke-opacity=".7" stroke-width="3"/>`;
}

/** Howrah Bridge: two towers and a cantilever truss over the Hooghly. */
function howrahBridge(w, deck, color) {
  const a = w * 0.25;
  const b = w * 0.75;
  const top = deck - 230;
  let truss = `M0,${deck}H${w}M0,${deck - 60}L${a},${top}L${b},${top}L${w},${deck - 60}`;
  for (let x = 0; x <= w; x += 60) {
    const y =
      x < a
        ? deck - 60 - ((deck - 60 - top) * x) / a
        : x > b
          ? top + ((deck - 60 - top) * (x - b)) / (w - b)
          : top;
    truss += `M${x},${deck}L${r0(x)},${r0(y)}L${x + 60},${deck}`;
  }
  return (
    `<path d="${truss}" stroke="${color}" stroke-width="8" fill="none"/>` +
    `<path d="M${a - 24},${deck + 40}l10,${-(deck + 40 - top + 60)}h28l10,${deck + 40 - top + 60}ZM${b - 24},${deck + 40}l10,${-(deck + 40 - top + 60)}h28l10,${deck + 40 - top + 60}Z" fill="${color}"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Pictures

const W = 1200;
const H = 800;

/** A landscape scene; `kind` picks the composition, `time` the light. */
function landscape(name, title, kind, time, size = { w: W, h: H }) {
  const rand = random(name);
  const { w, h } = size;
  const t = SKIES[time];
  const backdrop = sky(`s-${kind}`, w, h, time, {
    sunX: 0.2 + rand() * 0.6,
    sunY: 0.2 + rand() * 0.12,
  });
  const sy = h / 800;
  let body = backdrop.body;
  switch (kind) {
    case 'snow-peaks':
      body += snowPeaks(rand, w, h * 0.62, t.far);
      body += ridge(rand, { w, h, base: h * 0.72, amp: 80 * sy, steps: 10, fill: t.near });
      body += ridge(rand, { w, h, base: h * 0.88, amp: 60 * sy, steps: 8, fill: '#2f5a3c' });
      break;
    case 'tea-garden':
      body += snowPeaks(rand, w, h * 0.5, t.far);
      body += teaRows(w, h, h * 0.45, ['#6fae4f', '#3f7d36', '#54963f']);
      break;
    case 'toy-train':
      body += ridge(rand, { w, h, base: h * 0.55, amp: 120 * sy, steps: 9, fill: t.far });
      body += ridge(rand, { w, h, base: h * 0.7, amp: 60 * sy, steps: 8, fill: t.near });
      body += toyTrain(w * 0.3, h * 0.78);
      break;
    case 'monastery':
      body += snowPeaks(rand, w, h * 0.55, t.far);
      body += ridge(rand, { w, h, base: h * 0.75, amp: 70 * sy, steps: 8, fill: t.near });
      body += monastery(w * 0.5, h * 0.84, sy);
      body += prayerFlags(w * 0.05, h * 0.3, w * 0.95, h * 0.36);
      break;
    case 'beach':
      body += sea(w, h, h * 0.52, t.water, '#f0d9a7');
      body += palm(w * 0.12, h * 0.95, sy) + palm(w * 0.88, h * 0.9, sy * 0.85);
      break;
    case 'temple-beach':
      body += temple(w * 0.7, h * 0.56, sy * 0.9, '#6b4a52');
      body += sea(w, h, h * 0.56, t.water, '#ecd3a0');
      body += boat(w * 0.1, h * 0.7, sy);
      break;
    case 'mangrove':
      body += `<rect y="${r0(h * 0.6)}" width="${w}" height="${r0(h * 0.4)}" fill="${t.water}"/>`;
      body += mangroves(rand, w, h * 0.62, '#2f6a3f');
      body += boat(w * 0.55, h * 0.82, sy * 1.2);
      break;
    case 'ghats':
      body += `<rect y="${r0(h * 0.66)}" width="${w}" height="${r0(h * 0.34)}" fill="${t.water}"/>`;
      body += ghats(w, h, h * 0.42, '#7a5648', '#a07a5a');
      body += boat(w * 0.2, h * 0.86, sy) + boat(w * 0.62, h * 0.8, sy * 0.8);
      body += diyas(rand, w, h * 0.68);
      break;
    case 'village':
      body += ridge(rand, { w, h, base: h * 0.66, amp: 20 * sy, steps: 6, fill: '#b5542d' });
      body += salTrees(rand, w, h * 0.7, '#3f7a3a');
      body += hut(w * 0.58, h * 0.86);
      body += `<rect y="${r0(h * 0.86)}" width="${w}" height="${r0(h * 0.14)}" fill="#a4472a"/>`;
      break;
    case 'island':
      body += `<rect y="${r0(h * 0.55)}" width="${w}" height="${r0(h * 0.45)}" fill="#1fa2b8"/>`;
      body += island(w, h * 0.55);
      body += sea(w, h, h * 0.62, '#27b5c4', '#f6e7bf');
      body += palm(w * 0.85, h * 0.96, sy);
      break;
    case 'monsoon':
      body += clouds(w, h * 0.16);
      body += ridge(rand, { w, h, base: h * 0.55, amp: 90 * sy, steps: 9, fill: t.far });
      body += ridge(rand, { w, h, base: h * 0.7, amp: 50 * sy, steps: 8, fill: t.near });
      body += `<path d="M0,${r0(h * 0.86)}Q${w * 0.5},${r0(h * 0.74)} ${w},${r0(h * 0.84)}V${h}H0Z" fill="${t.water}"/>`;
      body += boat(w * 0.4, h * 0.88, sy);
      body += rain(rand, w, h);
      break;
    case 'bridge':
      body += ghats(w, h, h * 0.5, '#8a6a62', '#a58a72');
      body += `<rect y="${r0(h * 0.62)}" width="${w}" height="${r0(h * 0.38)}" fill="${t.water}"/>`;
      body += howrahBridge(w, h * 0.62, '#3b3f4a');
      body += boat(w * 0.6, h * 0.86, sy);
      break;
    default:
      throw new Error(`unknown scene ${kind}`);
  }
  return svg({ w, h, title, defs: backdrop.defs, body });
}

/** A hotel picture: a room with a window onto the destination, or its dining room. */
function hotel(name, title, kind, view, accent) {
  const rand = random(name);
  const w = 1200;
  const h = 800;
  const wall = ['#efe3d3', '#e6ece8', '#f2e8e1'][Math.floor(rand() * 3)];
  const window =
    `<rect x="120" y="110" width="360" height="300" fill="url(#v)"/>` +
    (view === 'sea'
      ? `<rect x="120" y="290" width="360" height="120" fill="#3d8fb8"/>`
      : `<path d="M120,330l90,-110l80,70l90,-120l100,130v140H120Z" fill="#7d9bb4"/><path d="M120,380l120,-60l120,40l120,-30v80H120Z" fill="#4f8a5b"/>`) +
    `<rect x="120" y="110" width="360" height="300" fill="none" stroke="#fff" stroke-width="14"/><path d="M300,110v300" stroke="#fff" stroke-width="8"/>` +
    `<path d="M90,90h420" stroke="${accent}" stroke-width="10"/><path d="M96,90v350q20,-180 -6,-350M504,90v350q-20,-180 6,-350" fill="${accent}" opacity=".8"/>`;
  let body = `<rect width="${w}" height="${h}" fill="${wall}"/><rect y="600" width="${w}" height="200" fill="#a47b57"/><path d="M0,600h${w}" stroke="#8a6444" stroke-width="6"/>`;
  body += window;
  if (kind === 'dining') {
    body += `<ellipse cx="820" cy="640" rx="260" ry="40" fill="#7a4e2e"/><rect x="800" y="640" width="40" height="130" fill="#6a4226"/>`;
    body += `<g fill="#fff"><ellipse cx="700" cy="632" rx="40" ry="9"/><ellipse cx="940" cy="632" rx="40" ry="9"/></g><rect x="806" y="560" width="28" height="66" rx="6" fill="${accent}"/>`;
    // Two chairs: backrest, seat, legs.
    body += `<path d="M540,480h24v220h-24zM540,620h90v16h-90zM540,636v134h10v-134zM620,636v134h10v-134zM1076,480h24v220h-24zM1010,620h90v16h-90zM1010,636v134h10v-134zM1090,636v134h10v-134z" fill="#5a3a24"/>`;
    body += `<path d="M820,60v70" stroke="#8a7" stroke-width="3"/><path d="M780,170q40,-50 80,0Z" fill="#f4d27a"/>`;
  } else {
    const wide = kind === 'suite';
    const bx = wide ? 560 : 600;
    const bw = wide ? 560 : 460;
    body += `<rect x="${bx}" y="330" width="${bw}" height="190" rx="16" fill="${accent}"/>`;
    body += `<rect x="${bx - 20}" y="500" width="${bw + 40}" height="110" rx="14" fill="#fbfaf6"/><rect x="${bx - 20}" y="560" width="${bw + 40}" height="70" rx="12" fill="${accent}" opacity=".75"/>`;
    body += `<rect x="${bx + 40}" y="450" width="140" height="60" rx="24" fill="#fff"/><rect x="${bx + bw - 180}" y="450" width="140" height="60" rx="24" fill="#fff"/>`;
    body += `<rect x="${bx - 130}" y="520" width="90" height="110" fill="#7a5236"/><path d="M${bx - 100},520v-70h30v70" fill="#d8c9a6"/><path d="M${bx - 120},450h70l-14,-60h-42Z" fill="#f6e2a6"/>`;
    body += `<rect x="${bx + bw / 2 - 90}" y="160" width="180" height="120" fill="#fff" stroke="#8a6444" stroke-width="8"/><path d="M${bx + bw / 2 - 80},270l50,-60l40,40l30,-30l40,50Z" fill="${accent}" opacity=".6"/>`;
    if (wide)
      body += `<path d="M${bx + bw / 2},0v60" stroke="#caa64a" stroke-width="4"/><path d="M${bx + bw / 2 - 60},60h120l-20,40h-80Z" fill="#e9c765"/>`;
  }
  body += `<path d="M1100,600v-120" stroke="#5a3" stroke-width="6"/><ellipse cx="1100" cy="470" rx="40" ry="60" fill="#4e8a4a"/><rect x="1078" y="590" width="44" height="40" fill="#b0643a"/>`;
  const defs = vGradient('v', view === 'sea' ? ['#8fd0f0', '#dff3fb'] : ['#f8c9a0', '#dbe9f3']);
  return svg({ w, h, title, defs, body });
}

const SKIN = ['#f1c7a4', '#d9a47c', '#b97a56', '#8d5a3b'];
const HAIR = ['#1e1a18', '#3b2a20', '#5a3a24', '#9a9a9a'];

/** A friendly avatar: background, shoulders, face, hair. */
function avatar(name, title, { skin, hair, shirt, bg, style }) {
  const w = 400;
  const h = 400;
  let body = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  if (style === 'long')
    body += `<path d="M110,190q-10,170 40,200h100q50,-30 40,-200Z" fill="${hair}"/>`;
  body += `<path d="M60,400q10,-110 140,-120q130,10 140,120Z" fill="${shirt}"/>`;
  body += `<rect x="175" y="230" width="50" height="60" fill="${skin}"/>`;
  body += `<ellipse cx="200" cy="190" rx="82" ry="96" fill="${skin}"/>`;
  body += `<g fill="#2b2220"><circle cx="170" cy="190" r="7"/><circle cx="230" cy="190" r="7"/></g><path d="M172,236q28,22 56,0" stroke="#9b4a3a" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  if (style === 'short')
    body += `<path d="M116,180q-4,-96 84,-100q90,4 84,100q-24,-56 -84,-50q-60,-6 -84,50Z" fill="${hair}"/>`;
  if (style === 'long')
    body += `<path d="M114,200q-6,-120 86,-116q92,-4 86,116q-30,-76 -86,-70q-56,-6 -86,70Z" fill="${hair}"/>`;
  if (style === 'bun')
    body += `<circle cx="200" cy="86" r="34" fill="${hair}"/><path d="M116,186q-4,-90 84,-94q90,4 84,94q-30,-60 -84,-56q-56,-4 -84,56Z" fill="${hair}"/><circle cx="200" cy="152" r="6" fill="#d33"/>`;
  if (style === 'bald')
    body += `<path d="M122,170q6,-40 30,-50M278,170q-6,-40 -30,-50" stroke="${hair}" stroke-width="14" fill="none"/><path d="M150,214h32M218,214h32" stroke="#333" stroke-width="4"/>`;
  return svg({ w, h, title, body });
}

// ---------------------------------------------------------------------------------------------
// The catalogue: every file the demo content (src/seed/*) refers to.

const DESTINATIONS = [
  {
    slug: 'darjeeling',
    name: 'Darjeeling',
    scenes: [
      ['snow-peaks', 'dawn'],
      ['tea-garden', 'day'],
      ['toy-train', 'day'],
    ],
    view: 'hills',
    accent: '#4f7a5a',
  },
  {
    slug: 'sundarbans',
    name: 'Sundarbans',
    scenes: [
      ['mangrove', 'dawn'],
      ['mangrove', 'day'],
      ['mangrove', 'sunset'],
    ],
    view: 'hills',
    accent: '#3f6a4a',
  },
  {
    slug: 'digha',
    name: 'Digha',
    scenes: [
      ['beach', 'day'],
      ['beach', 'sunset'],
      ['beach', 'dawn'],
    ],
    view: 'sea',
    accent: '#2f7fa8',
  },
  {
    slug: 'puri',
    name: 'Puri',
    scenes: [
      ['temple-beach', 'dawn'],
      ['beach', 'day'],
      ['temple-beach', 'sunset'],
    ],
    view: 'sea',
    accent: '#c8553d',
  },
  {
    slug: 'gangtok',
    name: 'Gangtok',
    scenes: [
      ['monastery', 'day'],
      ['snow-peaks', 'day'],
      ['monastery', 'sunset'],
    ],
    view: 'hills',
    accent: '#b83a2e',
  },
  {
    slug: 'kalimpong',
    name: 'Kalimpong',
    scenes: [
      ['snow-peaks', 'sunset'],
      ['monastery', 'dawn'],
      ['tea-garden', 'dawn'],
    ],
    view: 'hills',
    accent: '#7a5a9a',
  },
  {
    slug: 'shantiniketan',
    name: 'Shantiniketan',
    scenes: [
      ['village', 'day'],
      ['village', 'sunset'],
      ['village', 'dawn'],
    ],
    view: 'hills',
    accent: '#b5542d',
  },
  {
    slug: 'varanasi',
    name: 'Varanasi',
    scenes: [
      ['ghats', 'dusk'],
      ['ghats', 'dawn'],
      ['ghats', 'sunset'],
    ],
    view: 'hills',
    accent: '#d98c3c',
  },
  {
    slug: 'andaman-islands',
    name: 'Andaman Islands',
    scenes: [
      ['island', 'day'],
      ['beach', 'day'],
      ['island', 'sunset'],
    ],
    view: 'sea',
    accent: '#1f8fa0',
  },
];

const HOTEL_KINDS = [
  ['room', 'a cosy double room'],
  ['suite', 'a suite'],
  ['dining', 'the dining room'],
];

const POPULAR = ['darjeeling', 'sundarbans', 'puri', 'gangtok', 'andaman-islands', 'varanasi'];

const TESTIMONIALS = [
  [
    'ananya-sen',
    'Ananya Sen',
    { skin: SKIN[0], hair: HAIR[0], shirt: '#c8553d', bg: '#fde2c4', style: 'long' },
  ],
  [
    'rahul-chatterjee',
    'Rahul Chatterjee',
    { skin: SKIN[1], hair: HAIR[1], shirt: '#2f5fa8', bg: '#dbe9f3', style: 'short' },
  ],
  [
    'priya-mukherjee',
    'Priya Mukherjee',
    { skin: SKIN[2], hair: HAIR[0], shirt: '#2e9e4f', bg: '#e3f1df', style: 'bun' },
  ],
  [
    'subhash-ghosh',
    'Subhash Ghosh',
    { skin: SKIN[1], hair: HAIR[3], shirt: '#7a5a9a', bg: '#ece3f5', style: 'bald' },
  ],
  [
    'farhana-begum',
    'Farhana Begum',
    { skin: SKIN[3], hair: HAIR[1], shirt: '#d98c3c', bg: '#fbe8cf', style: 'long' },
  ],
  [
    'arjun-das',
    'Arjun Das',
    { skin: SKIN[2], hair: HAIR[2], shirt: '#3f6a4a', bg: '#dff3fb', style: 'short' },
  ],
];

const BLOGS = [
  ['first-timers-guide-to-darjeeling', 'Darjeeling', 'tea-garden', 'dawn'],
  ['sundarbans-tigers-tides-and-mangroves', 'the Sundarbans', 'mangrove', 'sunset'],
  ['puri-beyond-the-rath-yatra', 'Puri', 'temple-beach', 'day'],
  ['kolkata-street-food-trail', 'Kolkata street food', 'bridge', 'sunset'],
  ['packing-list-for-sikkim', 'packing for Sikkim', 'monastery', 'day'],
  ['digha-weekend-on-a-budget', 'Digha', 'beach', 'sunset'],
  ['poush-mela-and-basanta-utsav-in-shantiniketan', 'Shantiniketan', 'village', 'dawn'],
  ['evening-ganga-aarti-in-varanasi', 'Varanasi', 'ghats', 'dusk'],
  ['island-hopping-in-the-andamans', 'the Andamans', 'island', 'day'],
  ['monsoon-getaways-near-kolkata', 'monsoon getaways', 'monsoon', 'monsoon'],
];

function pictures() {
  const files = [];
  for (const d of DESTINATIONS) {
    d.scenes.forEach(([kind, time], index) => {
      files.push([
        `destinations/${d.slug}-${index + 1}.svg`,
        landscape(`${d.slug}-${index}`, `${d.name}: illustration ${index + 1}`, kind, time),
      ]);
    });
    HOTEL_KINDS.forEach(([kind, label], index) => {
      files.push([
        `hotels/${d.slug}-${index + 1}.svg`,
        hotel(`${d.slug}-hotel-${index}`, `Hotel in ${d.name}: ${label}`, kind, d.view, d.accent),
      ]);
    });
  }
  for (const slug of POPULAR) {
    const d = DESTINATIONS.find((item) => item.slug === slug);
    const [kind, time] = d.scenes[0];
    files.push([
      `popular/${slug}.svg`,
      landscape(`${slug}-popular`, d.name, kind, time === 'dawn' ? 'day' : time, {
        w: 800,
        h: 600,
      }),
    ]);
  }
  for (const [file, name, look] of TESTIMONIALS) {
    files.push([`testimonials/${file}.svg`, avatar(file, `Portrait of ${name}`, look)]);
  }
  for (const [slug, subject, kind, time] of BLOGS) {
    files.push([
      `blogs/${slug}.svg`,
      landscape(`${slug}-cover`, `Cover: ${subject}`, kind, time, { w: 1200, h: 630 }),
    ]);
  }
  return files;
}

let tooBig = 0;
for (const [file, content] of pictures()) {
  const target = path.join(OUT_DIR, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
  const bytes = Buffer.byteLength(content);
  if (bytes > MAX_BYTES) {
    tooBig += 1;
    console.error(`${file}: ${bytes} bytes (over ${MAX_BYTES})`);
  }
}
console.log(`media written to ${OUT_DIR}`);
if (tooBig > 0) process.exitCode = 1;
