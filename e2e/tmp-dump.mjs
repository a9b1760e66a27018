// Temporary: prints html-validate problems on every public and admin route.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { startProduct } from '../scripts/lib/product.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'tours-dump-'));
const product = await startProduct({
  envOverrides: { PGLITE_DATA_DIR: join(dataDir, 'pglite'), AUTH_EMULATOR_DATA_DIR: join(dataDir, 'auth'), LOG_LEVEL: 'warn' },
  quiet: true, log: () => undefined,
});
const hv = new HtmlValidate(new FileSystemConfigLoader());
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const routes = (process.env.ROUTES ?? '/,/about,/places,/destinations/darjeeling,/contact-us,/blogs,/blogs/evening-ganga-aarti-in-varanasi,/terms,/privacy-policy,/refund-policy,/no/such').split(',');
let total = 0;
const byRule = {};
try {
  const page = await browser.newPage();
  for (const route of routes) {
    await page.goto(product.urls.site + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const html = await page.content();
    const report = await hv.validateString(html, join(process.cwd(), 'rendered-page.html'));
    const msgs = report.results.flatMap((r) => r.messages);
    total += msgs.length;
    console.log(`== ${route}: ${msgs.length}`);
    for (const m of msgs) {
      byRule[m.ruleId] = (byRule[m.ruleId] ?? 0) + 1;
      if (process.env.VERBOSE) console.log(`  ${m.ruleId}: ${m.message} | ${m.selector} | ${JSON.stringify(html.slice(m.offset, m.offset + Math.max(m.size, 60)))}`);
    }
  }
  if (process.env.ADMIN) {
    await page.goto(product.urls.site + '/admin/login', { waitUntil: 'networkidle' });
    const check = async (name) => {
      await page.waitForTimeout(1500);
      const html = await page.content();
      const report = await hv.validateString(html, join(process.cwd(), 'rendered-page.html'));
      const msgs = report.results.flatMap((r) => r.messages);
      total += msgs.length;
      console.log(`== ${name}: ${msgs.length}`);
      for (const m of msgs) {
        byRule[m.ruleId] = (byRule[m.ruleId] ?? 0) + 1;
        if (process.env.VERBOSE) console.log(`  ${m.ruleId}: ${m.message} | ${m.selector} | ${JSON.stringify(html.slice(m.offset, m.offset + Math.max(m.size, 60)))}`);
      }
    };
    await check('/admin/login');
    await page.getByLabel('Email').fill(product.env.DEMO_ADMIN_EMAIL);
    await page.getByLabel('Password').fill(product.env.DEMO_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Manage Sections' }).waitFor();
    await check('/admin/dashboard');
    for (const section of ['Manage Destinations', 'Manage Popular Destinations', 'Manage Testimonials', 'Manage Contacts', 'Manage Blogs', 'Manage Bookings']) {
      await page.goto(product.urls.site + '/admin/dashboard', { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: section, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: section }).waitFor();
      await check(section);
      const add = page.getByRole('button', { name: /^Add / });
      if (await add.count()) { await add.click(); await check(section + ' (form)'); }
    }
  }
  console.log('TOTAL', total, JSON.stringify(byRule));
} finally {
  await browser.close();
  await product.stop();
}
