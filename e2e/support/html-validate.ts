// html-validate over the page as the browser holds it now (the DOM after render, page.content()),
// with the repository's .htmlvalidate.mjs (and admin-console/.htmlvalidate.mjs for the console's
// pages): the `recommended` preset and the exceptions they give reasons for.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import type { Page } from 'playwright-core';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export type App = 'public-site' | 'admin-console';
const htmlValidate = new HtmlValidate(new FileSystemConfigLoader());

export interface HtmlProblem {
  rule: string;
  message: string;
  where: string;
}

/** The problems html-validate reports on the page's current DOM. */
export async function htmlProblems(page: Page, app: App): Promise<HtmlProblem[]> {
  const html = await page.content();
  // A file name inside the app's folder: the configuration search starts there.
  const report = await htmlValidate.validateString(html, join(ROOT, app, 'rendered-page.html'));
  return report.results.flatMap((result) =>
    result.messages.map((message: Message) => ({
      rule: message.ruleId,
      message: message.message,
      where: `${message.selector ?? ''} (line ${message.line}:${message.column}) ${excerpt(html, message)}`,
    })),
  );
}

function excerpt(html: string, { offset, size }: Message): string {
  return JSON.stringify(html.slice(offset, offset + Math.min(Math.max(size, 40), 120)));
}

/** Fails with every problem html-validate finds on the page as it is now. */
export async function assertValidHtml(
  page: Page,
  where: string,
  app: App = 'public-site',
): Promise<void> {
  const problems = await htmlProblems(page, app);
  assert.equal(
    problems.length,
    0,
    `html-validate on ${where}:\n${problems
      .map((problem) => `${problem.rule}: ${problem.message}\n  ${problem.where}`)
      .join('\n')}`,
  );
}
