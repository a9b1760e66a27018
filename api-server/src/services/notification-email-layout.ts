// The one layout of every notification email: MJML (responsive HTML) and the plain-text part,
// from the content notification-messages.ts and notification-payment-messages.ts write.
import type { Locale } from '@tours/shared-ui/domain';

import type { SiteSettings } from './notification-messages';
import type { Messages } from './notification-texts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export type Facts = [label: string, value: string | null | undefined][];

/** What every message's content works out first for a row: in the row's language (issue 29). */
export interface MessageParts {
  m: Messages;
  dear: string;
  tripFacts: Facts;
  page: { label: string; url: string } | null;
}

export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  facts: Facts;
  link: { label: string; url: string } | null;
}

export function mjmlOf(site: SiteSettings, email: EmailContent, language: Locale = 'en'): string {
  const facts = email.facts
    .filter((fact): fact is [string, string] => Boolean(fact[1]))
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const paragraphs = email.paragraphs
    .filter(Boolean)
    .map((text) => `<mj-text>${escapeHtml(text).replace(/\n/g, '<br />')}</mj-text>`)
    .join('');
  const button = email.link
    ? `<mj-button href="${escapeHtml(email.link.url)}" background-color="#0b5d3b" align="left">${escapeHtml(email.link.label)}</mj-button>`
    : '';
  return `<mjml lang="${language}">
  <mj-head>
    <mj-title>${escapeHtml(email.subject)}</mj-title>
    <mj-attributes>
      <mj-all font-family="'Noto Sans', 'Noto Sans Bengali', 'Noto Sans Devanagari', Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#1a1a1a" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f0">
    <mj-section background-color="#0b5d3b" padding="16px">
      <mj-column><mj-text color="#ffffff" font-size="18px" font-weight="700">${escapeHtml(site.siteName)}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="16px">
      <mj-column>
        <mj-text font-size="20px" font-weight="700">${escapeHtml(email.heading)}</mj-text>
        ${paragraphs}
        ${facts ? `<mj-table>${facts}</mj-table>` : ''}
        ${button}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

export function textOf(site: SiteSettings, email: EmailContent): string {
  const facts = email.facts
    .filter((fact): fact is [string, string] => Boolean(fact[1]))
    .map(([label, value]) => `${label}: ${value}`);
  return [
    email.heading,
    '',
    ...email.paragraphs.filter(Boolean).flatMap((text) => [text, '']),
    ...facts,
    ...(email.link ? ['', `${email.link.label}: ${email.link.url}`] : []),
    '',
    `— ${site.siteName}`,
    '',
  ].join('\n');
}
