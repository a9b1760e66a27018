// html-validate over the page as the browser holds it now (the DOM after render, page.content()),
// with the repository's .htmlvalidate.mjs: its `recommended` preset and the exceptions it gives
// reasons for.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import type { Page } from 'playwright-core';

// A name inside the repository, so that the configuration search finds .htmlvalidate.mjs.
const RENDERED_PAGE = join(dirname(fileURLToPath(import.meta.url)), '..', 'rendered-page.html');
const htmlValidate = new HtmlValidate(new FileSystemConfigLoader());

export interface HtmlProblem {
  rule: string;
  message: string;
  where: string;
}

/** The problems html-validate reports on the page's current DOM. */
export async function htmlProblems(page: Page): Promise<HtmlProblem[]> {
  const html = await page.content();
  const report = await htmlValidate.validateString(html, RENDERED_PAGE);
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
export async function assertValidHtml(page: Page, where: string): Promise<void> {
  const problems = await htmlProblems(page);
  assert.equal(
    problems.length,
    0,
    `html-validate on ${where}:\n${problems
      .map((problem) => `${problem.rule}: ${problem.message}\n  ${problem.where}`)
      .join('\n')}`,
  );
}
