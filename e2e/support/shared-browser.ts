import type { Browser } from 'playwright-core';

import { launchBrowser } from './browser';

let browser: Promise<Browser> | null = null;

export function sharedBrowser(): Promise<Browser> {
  browser ??= launchBrowser();
  return browser;
}

export async function closeBrowser(): Promise<void> {
  if (browser) await (await browser).close();
  browser = null;
}
