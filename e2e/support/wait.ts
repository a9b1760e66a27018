import type { Locator } from 'playwright-core';

/**
 * Waits until `locator` matches exactly `count` elements. A list that changes in a transition
 * (a router navigation, a filter after typing) shows its old items for a moment: counting once
 * right after the click races it.
 */
export async function waitForCount(
  locator: Locator,
  count: number,
  what = 'elements',
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = await locator.count();
  while (seen !== count && Date.now() < deadline) {
    await locator.page().waitForTimeout(100);
    seen = await locator.count();
  }
  if (seen !== count) throw new Error(`expected ${count} ${what}, saw ${seen}`);
}
