// The policy pages in Bengali and Hindi (issue 29, docs/i18n.md 'Policy pages'): records the admin
// edits like the other content translations, shipped with the migration, checked to keep the
// English's values and tags, and read by the public pages compiled, with the English ones named.
import { marksMismatch, POLICY_IDS, policyEnglish } from '@tours/shared-ui/policies';
import { sql } from 'kysely';

import { adminApiPerFile } from '../../testing/admin-api';
import { AS_VISITOR } from '../../testing/auth-tokens';

const api = adminApiPerFile({ seedDemoContent: false });
const { send } = api;

type Json = Record<string, unknown>;

const SCRIPTS = { bn: /[\u0980-\u09FF]/, hi: /[\u0900-\u097F]/ };
type Stored = { fields: Record<string, string>; updatedAt: string };

async function storedPolicies(): Promise<Json[]> {
  const result = await sql<Json>`select policy_id, locale, fields from policy_translations
    order by policy_id, locale`.execute(api.testApp.app.database.db);
  return result.rows;
}

const publicRead = (policy: string, lang?: string) =>
  send('GET', `/api/policies/${policy}${lang ? `?lang=${lang}` : ''}`, undefined, {});

describe('the policy pages as translations', () => {
  it('ships every paragraph of the three pages in Bengali and Hindi, each with the English marks', async () => {
    const statuses = (await send('GET', '/api/translations/policies')).json<Json>();
    expect(statuses).toEqual({
      terms: { bn: 'complete', hi: 'complete' },
      privacy: { bn: 'complete', hi: 'complete' },
      refund: { bn: 'complete', hi: 'complete' },
    });
    for (const policy of POLICY_IDS) {
      const english = policyEnglish(policy);
      const record = (await send('GET', `/api/translations/policies/${policy}`)).json<
        { english: Record<string, string> } & Record<'bn' | 'hi', Stored>
      >();
      expect(record.english).toEqual(english);
      for (const locale of ['bn', 'hi'] as const) {
        const fields = record[locale].fields;
        // jsonb keeps no order.
        expect(Object.keys(fields).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(fields)) {
          expect([policy, locale, key, marksMismatch(english[key]!, text)]).toEqual([
            policy,
            locale,
            key,
            { missing: [], extra: [] },
          ]);
          // Written in the language's script, not left in English or transliterated to Latin.
          expect([policy, locale, key, SCRIPTS[locale].test(text)]).toEqual([
            policy,
            locale,
            key,
            true,
          ]);
        }
      }
    }
  });

  it("gives a page's own paragraphs only, with its English beside", async () => {
    const terms = (await send('GET', '/api/translations/policies/terms')).json<{
      english: Json;
    }>();
    expect(terms.english.generalIntro).toContain('These terms apply to every tour');
    expect(terms.english.paymentsDeposit).toBe(
      'A booking is confirmed on receipt of {deposit}% of the total tour cost.',
    );
    expect(terms.english).not.toHaveProperty('privacyTitle');
    expect((await send('GET', '/api/translations/policies/cookies')).statusCode).toBe(404);
  });

  it.each([
    [
      'a value left out',
      { paymentsDeposit: 'মোট খরচের কিছু অংশ পেলে বুকিং নিশ্চিত হয়।' },
      'paymentsDeposit',
      'Keep the marks the English has: put back {deposit}.',
    ],
    [
      'a tag added and one lost',
      { reschedulingAsk: 'তারিখ বদলাতে <strong>ইমেল</strong> করুন।' },
      'reschedulingAsk',
      'Keep the marks the English has: put back <email/> and take out <strong> </strong>.',
    ],
    [
      'a value not written as a value',
      { paymentsDeposit: 'মোট খরচের {deposit}% পেলে {deposit, plural} বুকিং নিশ্চিত হয়।' },
      'paymentsDeposit',
      'Write each {value} and <tag> exactly as the English has it.',
    ],
    [
      "another page's paragraph",
      { privacyTitle: 'গোপনীয়তা' },
      '_',
      'Not a paragraph of this page: privacyTitle.',
    ],
  ])('refuses %s, writing nothing', async (_case, body, field, message) => {
    const before = await storedPolicies();
    const response = await send('PUT', '/api/translations/policies/terms/bn', body);
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ message: string; errors: Record<string, string> }>();
    expect(answer.errors[field]).toBe(message);
    expect(answer.message).toBe(message);
    expect(await storedPolicies()).toEqual(before);
  });

  it('lets only admins write', async () => {
    const before = await storedPolicies();
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await send(
        method,
        '/api/translations/policies/terms/bn',
        method === 'PUT' ? { termsTitle: 'x' } : undefined,
        AS_VISITOR,
      );
      expect(response.statusCode).toBe(403);
    }
    expect(await storedPolicies()).toEqual(before);
  });

  it('reads a page compiled in the language, the paragraphs not translated named, after each write', async () => {
    const english = Object.keys(policyEnglish('terms'));
    const shipped = (await publicRead('terms', 'bn')).json<{
      messages: Record<string, unknown>;
      fallback: string[];
    }>();
    expect(Object.keys(shipped.messages)).toEqual(english);
    expect(shipped.fallback).toEqual([]);
    expect(shipped.messages.paymentsDeposit).toEqual([
      'মোট ভ্রমণ-খরচের ',
      ['deposit'],
      '% পাওয়ার পর বুকিং নিশ্চিত হয়।',
    ]);

    // The owner keeps two paragraphs of the Bengali: the rest reads in English.
    const saved = await send('PUT', '/api/translations/policies/terms/bn', {
      termsTitle: 'শর্তাবলি ও নিয়ম',
      paymentsDeposit: 'মোট খরচের {deposit}% পেলে বুকিং নিশ্চিত হয়।',
    });
    expect(saved.statusCode).toBe(200);
    const after = (await publicRead('terms', 'bn')).json<{
      messages: Record<string, unknown>;
      fallback: string[];
    }>();
    expect(after.messages).toEqual({
      termsTitle: ['শর্তাবলি ও নিয়ম'],
      paymentsDeposit: ['মোট খরচের ', ['deposit'], '% পেলে বুকিং নিশ্চিত হয়।'],
    });
    expect(after.fallback).toEqual(
      english.filter((key) => key !== 'termsTitle' && key !== 'paymentsDeposit'),
    );
    expect((await send('GET', '/api/translations/policies')).json<Json>().terms).toEqual({
      bn: 'partial',
      hi: 'complete',
    });
    // Hindi is its own record, untouched.
    expect(Object.keys((await publicRead('terms', 'hi')).json<Json>().messages as Json)).toEqual(
      english,
    );

    expect((await send('DELETE', '/api/translations/policies/terms/hi')).statusCode).toBe(204);
    expect((await publicRead('terms', 'hi')).json()).toEqual({ messages: {}, fallback: english });
    expect((await send('GET', '/api/translations/policies')).json<Json>().terms).toEqual({
      bn: 'partial',
      hi: 'missing',
    });

    const audit = await sql<{ entity: string; summary: string }>`select entity, summary
      from audit_log where entity = 'policy' order by id`.execute(api.testApp.app.database.db);
    expect(audit.rows.map((row) => row.summary)).toEqual([
      'Saved the Bengali translation of policy page "Terms and Conditions"',
      'Deleted the Hindi translation of policy page "Terms and Conditions"',
    ]);
  });

  it('answers English with nothing to add, and 404 for a page it does not have', async () => {
    expect((await publicRead('privacy')).json()).toEqual({ messages: {}, fallback: [] });
    expect((await publicRead('cookies', 'bn')).statusCode).toBe(404);
    expect((await publicRead('privacy', 'fr')).statusCode).toBe(400);
  });
});
