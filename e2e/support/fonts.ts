import type { Locator } from 'playwright-core';

/**
 * The fonts Chromium drew the text of `locator`'s element with, once the page's fonts have loaded
 * (DevTools protocol, CSS.getPlatformFontsForNode): each family, whether it is a web font, and how
 * many glyphs it drew. This machine has no Bengali or Devanagari font: a system font drawing such
 * text draws boxes.
 */
export interface FontUse {
  family: string;
  web: boolean;
  glyphs: number;
}

export async function fontsDrawing(locator: Locator): Promise<FontUse[]> {
  const page = locator.page();
  await locator.evaluate((element) => element.setAttribute('data-font-probe', ''));
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => ({
      family: font.familyName,
      web: font.isCustomFont,
      glyphs: font.glyphCount,
    }));
  } finally {
    await cdp.detach();
    await locator.evaluate((element) => element.removeAttribute('data-font-probe'));
  }
}
