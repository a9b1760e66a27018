#!/usr/bin/env node
// `npm run bench:scale`: the read benchmark of bench:api with 10, 100 and 1,000 destinations and
// 10, 100 and 1,000 Published blogs, printing how latency and answer size grow; and the trip
// finder (GET /api/trips, issue 26) over those destinations with 12 departures each. Each answer
// is checked: the lists hold exactly the seeded number of items, the slug route finds its blog,
// and the finder finds every destination with its departure of the month asked.
// Env: BENCH_CONNECTIONS (50), BENCH_DURATION (5 s per target and round), BENCH_ROUNDS (3),
// BENCH_PORT (4100),
// DATABASE_URL (PostgreSQL instead of PGlite), BENCH_RESULTS_FILE.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  apiServer,
  benchSettings,
  printReadTable,
  readBench,
  runSql,
  scratchDatabaseUrl,
} from './lib/api-bench.mjs';

const { port: PORT, load: LOAD } = benchSettings(5);
const { connections: CONNECTIONS, duration: DURATION, rounds: ROUNDS } = LOAD;
const SIZES = [10, 100, 1000];

/** Replaces the content with `size` destinations and `size` Published blogs, copied from the demo. */
function resizeSql(size) {
  return `
    begin;
    create temporary table one_destination as select * from destinations order by slug limit 1;
    create temporary table one_blog as select * from blogs where status = 'Published' order by slug limit 1;
    delete from departures;
    delete from destinations;
    delete from blogs;
    insert into destinations (name, slug, map, image, info, description, price, highlights, itinerary,
      package_inclusions, package_exclusions, hotel_images, site_images, prices, themes, nights,
      days, months)
    select name || ' ' || g, slug || '-' || g, map, image, info, description, price, highlights,
      itinerary, package_inclusions, package_exclusions, hotel_images, site_images, prices,
      array[(array['Family', 'Honeymoon', 'Religious'])[1 + g % 3]], 2 + g % 4, 3 + g % 4,
      array[1 + g % 12]
    from one_destination, generate_series(1, ${size}) as g;
    -- Twelve departures each, one a month from next week.
    insert into departures (destination_id, start_date, end_date, seats, pickup_points)
    select d.id, current_date + 7 + 30 * m, current_date + 10 + 30 * m, 40, array['Howrah']
    from destinations d, generate_series(0, 11) as m;
    insert into blogs (title, slug, author, cover_image, category, tags, introduction, main_content,
      gallery, meta_title, meta_description, meta_keywords, status, published_date)
    select title || ' ' || g, slug || '-' || g, author, cover_image,
      (array['Adventure', 'Culture', 'Nature'])[1 + g % 3], tags, introduction, main_content,
      gallery, meta_title, meta_description, meta_keywords, 'Published',
      published_date - (g || ' days')::interval
    from one_blog, generate_series(1, ${size}) as g;
    commit;
    select (select count(*) from destinations)::int as destinations,
           (select count(*) from blogs)::int as blogs;`;
}

/** The finder's query of the bench: the month of every destination's second departure. */
function tripsPath() {
  const month = new Date(Date.now() + (7 + 30 + 5.5 / 24) * 86_400_000).toISOString().slice(0, 7);
  return `/api/trips?month=${month}&travellers=2`;
}

async function checkAnswers(api, size) {
  const destinations = await (await fetch(`${api.url}/api/destinations`)).json();
  const { blogs } = await (await fetch(`${api.url}/api/blogs`)).json();
  const slug = blogs.at(-1)?.slug;
  const blog = slug ? await (await fetch(`${api.url}/api/blogs/slug/${slug}`)).json() : null;
  const problems = [];
  if (destinations.length !== size) problems.push(`${destinations.length} destinations`);
  if (blogs.length !== size) problems.push(`${blogs.length} blogs`);
  if (blog?.slug !== slug) problems.push(`blog ${slug} not found by slug`);
  const { items } = await (await fetch(`${api.url}${tripsPath()}`)).json();
  if (items.length !== size) problems.push(`${items.length} trips`);
  if (!items.every((item) => item.departures.length >= 1))
    problems.push('a trip without departure');
  return { slug, problems };
}

const databaseUrl = process.env.DATABASE_URL
  ? await scratchDatabaseUrl(process.env.DATABASE_URL, 'tours_bench_scale')
  : null;
const results = [];
let failed = false;
for (const size of SIZES) {
  const dataRoot = mkdtempSync(join(tmpdir(), 'tours-bench-scale-'));
  const where = { dataDir: join(dataRoot, 'pglite'), databaseUrl };
  try {
    // First start migrates and seeds the demo content that the copies are made from.
    if (databaseUrl) await scratchDatabaseUrl(process.env.DATABASE_URL, 'tours_bench_scale');
    await (await apiServer({ port: PORT, ...where })).close();
    const [counts] = await runSql(resizeSql(size), where);
    const api = await apiServer({ port: PORT, ...where });
    try {
      const { slug, problems } = await checkAnswers(api, size);
      if (problems.length > 0 || counts.destinations !== size) {
        failed = true;
        console.error(`size ${size}: wrong answers: ${problems.join(', ')}`);
      }
      const paths = ['/api/destinations', '/api/blogs', `/api/blogs/slug/${slug}`, tripsPath()];
      const reads = await readBench(api.url, paths, { ...LOAD, apiPid: api.pid });
      results.push({ size, correct: problems.length === 0, reads });
    } finally {
      await api.close();
    }
  } finally {
    rmSync(dataRoot, { recursive: true, force: true });
  }
}

console.log(
  `\nScale: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, autocannon ${CONNECTIONS} connections, ${DURATION} s per target and round, ${ROUNDS} rounds, medians\n`,
);
for (const { size, correct, reads } of results) {
  printReadTable(
    `${size} destinations (12 departures each) and ${size} blogs (answers ${correct ? 'correct' : 'WRONG'}):`,
    reads,
  );
}
if (process.env.BENCH_RESULTS_FILE) {
  writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify(results, null, 2));
}
if (failed) process.exitCode = 1;
