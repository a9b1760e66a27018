// axe-core under jsdom: the WCAG 2.x A/AA violations of a rendered screen, the rules the e2e
// suites run in Chromium (e2e/support/axe.ts) but colour contrast, which needs painted pixels
// (jsdom has no canvas: axe is given none, and skips what needs one).
import axe from 'axe-core';

export async function expectNoAxeViolations(root: Element = document.body) {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const { violations } = await axe.run(root, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'],
    },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    violations.map(
      ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((n) => n.target).join(', ')})`,
    ),
  ).toEqual([]);
}
