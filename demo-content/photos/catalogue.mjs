// Every picture the generator makes: its file, size, scene and a line saying what it shows
// (written to api-server/media/photos/README.md, and usable as alt text).
import { hotel } from './hotels.mjs';
import { beach, ghats, hills, mangroves, monsoon, river, street, village } from './scenes.mjs';

const LANDSCAPE = { width: 2400, height: 1600 };
const WIDE = { width: 2400, height: 1350 };
const HERO = { width: 2400, height: 1350 };

/** The three site photos of each destination. */
const DESTINATIONS = {
  darjeeling: [
    [
      'Kanchenjunga at dawn above the ridges of Darjeeling',
      (c) => hills(c, { time: 'dawn', layers: 4 }),
    ],
    [
      'Tea garden terraces below the snows, Darjeeling',
      (c) => hills(c, { time: 'morning', tea: true, path: true }),
    ],
    [
      'Darjeeling town on its ridge in the late afternoon',
      (c) => hills(c, { time: 'golden', tea: true, town: true, snow: false }),
    ],
  ],
  gangtok: [
    [
      'Gangtok spread over the hillside, snow peaks behind',
      (c) => hills(c, { time: 'morning', town: true, layers: 4 }),
    ],
    [
      'Prayer flags over the valleys near Gangtok',
      (c) => hills(c, { time: 'morning', flags: true, layers: 4, horizon: 0.55 }),
    ],
    [
      'Evening mist in the valleys of Sikkim',
      (c) => hills(c, { time: 'golden', layers: 5, snow: false }),
    ],
  ],
  kalimpong: [
    [
      'Kalimpong town on a ridge in the evening light',
      (c) => hills(c, { time: 'golden', town: true, layers: 4 }),
    ],
    [
      'Tea bushes on the slopes near Kalimpong',
      (c) => hills(c, { time: 'morning', tea: true, snow: false, cover: 0.7 }),
    ],
    [
      'Snow peaks at first light from Kalimpong',
      (c) => hills(c, { time: 'dawn', flags: true, layers: 3 }),
    ],
  ],
  digha: [
    [
      'Beach umbrellas on the sands of Digha',
      (c) => beach(c, { time: 'morning', umbrellas: 6, people: 8 }),
    ],
    [
      'An afternoon on the beach at Digha',
      (c) => beach(c, { time: 'golden', people: 6, boats: 1 }),
    ],
    [
      'Sunrise over the Bay of Bengal at Digha',
      (c) => beach(c, { time: 'dawn', people: 2, horizon: 0.5 }),
    ],
  ],
  puri: [
    [
      'Fishing boats on the beach at Puri at dawn',
      (c) => beach(c, { time: 'dawn', boats: 4, people: 3 }),
    ],
    [
      'Boats and fishermen on the Puri shore',
      (c) => beach(c, { time: 'morning', boats: 3, people: 6, headland: true }),
    ],
    [
      'Golden light on the beach at Puri',
      (c) => beach(c, { time: 'golden', umbrellas: 3, people: 7 }),
    ],
  ],
  'andaman-islands': [
    [
      'Turquoise water and palms on an Andaman beach',
      (c) => beach(c, { time: 'tropical', water: 'turquoise', palms: 2, islands: 1 }),
    ],
    [
      'Islands on the horizon across a clear lagoon',
      (c) => beach(c, { time: 'tropical', water: 'turquoise', islands: 3, boats: 1 }),
    ],
    [
      'Sunset behind the palms at Radhanagar beach',
      (c) => beach(c, { time: 'dusk', water: 'turquoise', palms: 3, horizon: 0.52 }),
    ],
  ],
  sundarbans: [
    [
      'A mangrove creek in the Sundarbans',
      (c) => mangroves(c, { time: 'morning', layout: 'creek', boat: true }),
    ],
    [
      'A country boat on a wide Sundarbans river',
      (c) => mangroves(c, { time: 'golden', layout: 'river', boat: true }),
    ],
    [
      'Mangrove roots on the mudflats at low tide',
      (c) => mangroves(c, { time: 'dawn', layout: 'mudflat' }),
    ],
  ],
  varanasi: [
    [
      'Evening aarti lamps on the ghats of Varanasi',
      (c) => ghats(c, { time: 'dusk', aarti: true, diyas: 40, boats: 2 }),
    ],
    [
      'Morning sun on the ghats and temples of Varanasi',
      (c) => ghats(c, { time: 'golden', boats: 2 }),
    ],
    [
      'Boats on the Ganga below the ghats at dusk',
      (c) => ghats(c, { time: 'dusk', boats: 4, diyas: 15 }),
    ],
  ],
  shantiniketan: [
    [
      'A red-earth path under the trees of Shantiniketan',
      (c) => village(c, { time: 'golden', trees: 12, people: 2 }),
    ],
    [
      'The khoai: eroded red land near Shantiniketan',
      (c) => village(c, { time: 'morning', layout: 'khoai', trees: 7 }),
    ],
    [
      'Mud huts and palms in a Birbhum village',
      (c) => village(c, { time: 'morning', huts: 3, trees: 8, palms: 0.5 }),
    ],
  ],
};

/** Hotel style and the view from its windows, per destination. */
const HOTELS = {
  darjeeling: [
    'hill',
    'a hill hotel',
    (c) => hills(c, { time: 'morning', tea: true, cedars: false }),
  ],
  gangtok: [
    'hill',
    'a hill hotel',
    (c) => hills(c, { time: 'morning', town: true, cedars: false }),
  ],
  kalimpong: ['hill', 'a hill hotel', (c) => hills(c, { time: 'golden', cedars: false })],
  digha: ['beach', 'a beach hotel', (c) => beach(c, { time: 'morning', horizon: 0.5 })],
  puri: ['beach', 'a beach hotel', (c) => beach(c, { time: 'morning', horizon: 0.5, boats: 2 })],
  'andaman-islands': [
    'beach',
    'a beach resort',
    (c) => beach(c, { time: 'tropical', water: 'turquoise', palms: 2, horizon: 0.5 }),
  ],
  sundarbans: [
    'forest',
    'a forest lodge',
    (c) => mangroves(c, { time: 'morning', layout: 'river' }),
  ],
  varanasi: ['heritage', 'a heritage hotel', (c) => ghats(c, { time: 'golden', boats: 1 })],
  shantiniketan: [
    'heritage',
    'a heritage guest house',
    (c) => village(c, { time: 'morning', trees: 8 }),
  ],
};
const DESTINATION_NAMES = {
  darjeeling: 'Darjeeling',
  gangtok: 'Gangtok',
  kalimpong: 'Kalimpong',
  digha: 'Digha',
  puri: 'Puri',
  'andaman-islands': 'the Andaman Islands',
  sundarbans: 'the Sundarbans',
  varanasi: 'Varanasi',
  shantiniketan: 'Shantiniketan',
};
const ROOM_NAMES = ['A double room', 'A suite', 'The dining room'];

const BLOGS = [
  [
    'first-timers-guide-to-darjeeling',
    'Sunrise over tea gardens and the snows of Kanchenjunga',
    (c) => hills(c, { time: 'dawn', tea: true, layers: 3 }),
  ],
  [
    'sundarbans-tigers-tides-and-mangroves',
    'A boat in a mangrove creek of the Sundarbans',
    (c) => mangroves(c, { time: 'golden', layout: 'creek', boat: true }),
  ],
  [
    'puri-beyond-the-rath-yatra',
    'Fishing boats drawn up on the beach at Puri',
    (c) => beach(c, { time: 'golden', boats: 5, people: 4 }),
  ],
  [
    'kolkata-street-food-trail',
    'A food stall lit up on a Kolkata street at night',
    (c) => street(c),
    // A night photograph: more grain, as from a high ISO.
    { grain: 0.055 },
  ],
  [
    'packing-list-for-sikkim',
    'Prayer flags and snow peaks in Sikkim',
    (c) => hills(c, { time: 'morning', flags: true, layers: 3 }),
  ],
  [
    'digha-weekend-on-a-budget',
    'Umbrellas and holidaymakers on the beach at Digha',
    (c) => beach(c, { time: 'morning', umbrellas: 8, people: 10 }),
  ],
  [
    'poush-mela-and-basanta-utsav-in-shantiniketan',
    'Palash in flower and colours in the air at Shantiniketan',
    (c) => village(c, { time: 'morning', trees: 10, blossom: true, abir: true, people: 4 }),
  ],
  [
    'evening-ganga-aarti-in-varanasi',
    'The evening Ganga aarti on the ghats of Varanasi',
    (c) => ghats(c, { time: 'dusk', aarti: true, diyas: 80, boats: 3, horizon: 0.5 }),
  ],
  [
    'island-hopping-in-the-andamans',
    'Islands across a turquoise sea in the Andamans',
    (c) => beach(c, { time: 'tropical', water: 'turquoise', islands: 4, palms: 1 }),
  ],
  [
    'monsoon-getaways-near-kolkata',
    'Rain over green paddy fields in the monsoon',
    (c) => monsoon(c),
  ],
];

export function catalogue() {
  const items = [];
  for (const [slug, shots] of Object.entries(DESTINATIONS)) {
    shots.forEach(([describe, paint], i) => {
      items.push({ file: `destinations/${slug}-${i + 1}.jpg`, ...LANDSCAPE, describe, paint });
    });
  }
  for (const [slug, [style, kind, view]] of Object.entries(HOTELS)) {
    const place = DESTINATION_NAMES[slug];
    [1, 2, 3].forEach((n) => {
      items.push({
        file: `hotels/${slug}-${n}.jpg`,
        ...LANDSCAPE,
        describe: `${ROOM_NAMES[n - 1]} at ${kind} in ${place}`,
        paint: (c) => hotel(c, n, style, view),
        develop: { bloom: 0.35, bloomThreshold: 0.9, vignette: 0.2, grain: 0.025 },
      });
    });
  }
  for (const [slug, describe, paint, develop] of BLOGS) {
    items.push({ file: `blogs/${slug}.jpg`, ...WIDE, describe, paint, develop });
  }
  items.push({
    file: 'site/hero.jpg',
    ...HERO,
    describe: 'Tea gardens and Himalayan ridges in the evening light',
    paint: (c) => hills(c, { time: 'golden', tea: true, layers: 4, path: true }),
  });
  items.push({
    file: 'site/blogs-hero.jpg',
    ...HERO,
    describe: 'Country boats on a wide river at dawn',
    paint: (c) => river(c, { boats: 4 }),
  });
  return items;
}
