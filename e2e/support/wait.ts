import type { Locator, Page } from 'playwright-core';

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

/**
 * Waits until the page's animations have ended (the Web Animations API lists CSS animations and
 * transitions): midway through a fade, text is drawn half transparent and axe reads its colours as
 * painted. A spinner's endless animation does not count.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
