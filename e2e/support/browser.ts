// Debian's Chromium driven by playwright-core (no browser download).
import { chromium, type Browser, type Page, type Response } from 'playwright-core';

import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
}

export interface PageRecord {
  page: Page;
  responses: Response[];
  errors: string[];
}

/** A fresh page that remembers every response and every page error or console error. */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<PageRecord> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const record: PageRecord = { page, responses: [], errors: [] };
  page.on('response', (response) => record.responses.push(response));
  page.on('pageerror', (error) => record.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') record.errors.push(`console: ${message.text()}`);
  });
  return record;
}
