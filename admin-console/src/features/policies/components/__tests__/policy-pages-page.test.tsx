// /admin/policy-pages (issue 29) as the admin uses it: the three pages with their translations'
// badges; Translate opens a page's বাংলা and हिन्दी tabs (no English tab: the English is the site's
// own text), each of that page's paragraphs beside its English; a paragraph saved with PUT; the
// server's refusal (a lost {value} or <tag>) said under the paragraph; axe on the list and on the
// open editor.
import { screen, waitFor, within } from '@testing-library/react';
import { POLICY_PAGES, policyEnglish } from '@tours/shared-ui/policies';

import { TRANSLATIONS_TEXTS as T } from '../../../../lib/translations/texts';
import { adminScreen, expectSavedWith } from '../../../../testing/admin-screen';
import { expectNoAxeViolations } from '../../../../testing/axe';
import { echoStoredTranslation, pasteInto } from '../../../../testing/translation-tabs';
import { POLICIES_TEXTS as P } from '../../texts';
import { PolicyPagesPage } from '../policy-pages-page';

const { backend, renderPage } = adminScreen('policy-pages', <PolicyPagesPage />);

const terms = policyEnglish('terms');

/** Renders the page and opens Terms and Conditions: its editor, on its first language tab. */
async function openTerms() {
  backend().on('GET', '/translations/policies/terms', {
    body: { english: terms, bn: null, hi: null },
  });
  const rendered = renderPage();
  await rendered.user.click(
    await screen.findByRole('button', { name: P.translateLabel('Terms and Conditions') }),
  );
  const editor = screen.getByRole('region', { name: P.translateLabel('Terms and Conditions') });
  const tab = within(editor).getByRole('tab', { name: 'বাংলা' });
  const panel = within(document.getElementById(tab.getAttribute('aria-controls') ?? '')!);
  return { ...rendered, editor, tab, panel };
}

describe('policy pages', () => {
  it('lists the three pages with their addresses and missing translations', async () => {
    backend().on('GET', '/translations/policies', {
      body: {
        terms: { bn: 'missing', hi: 'partial' },
        privacy: { bn: 'complete', hi: 'complete' },
        refund: { bn: 'complete', hi: 'missing' },
      },
    });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: P.title })).toBeInTheDocument();
    const row = (name: string) =>
      screen.getByRole('cell', { name: new RegExp(name) }).closest('tr')!;
    const termsRow = row('Terms and Conditions');
    expect(await within(termsRow).findByText(/missing/)).toHaveTextContent('বাংলা missing');
    expect(within(termsRow).getByText(/partial/)).toHaveTextContent('हिन्दी partial');
    expect(within(termsRow).getByText('/terms')).toBeInTheDocument();
    expect(within(row('Refund Policy')).getByText(/missing/)).toHaveTextContent('हिन्दी missing');
    expect(within(row('Refund Policy')).getByText('/refund-policy')).toBeInTheDocument();
    const privacy = row('Privacy Policy');
    expect(within(privacy).getByText('/privacy-policy')).toBeInTheDocument();
    expect(within(privacy).queryByText(/missing|partial/)).not.toBeInTheDocument();
    for (const { name } of Object.values(POLICY_PAGES)) {
      expect(screen.getByRole('button', { name: P.translateLabel(name) })).toBeInTheDocument();
    }
    await expectNoAxeViolations();
  });

  it('opens a page on its Bengali tab with its own paragraphs, each beside its English', async () => {
    const { editor, tab, panel } = await openTerms();

    expect(within(editor).getByText(P.englishNote)).toBeInTheDocument();
    // No English tab: বাংলা is open at once, then हिन्दी.
    expect(
      within(editor)
        .getAllByRole('tab')
        .map((each) => each.textContent),
    ).toEqual(['বাংলা', 'हिन्दी']);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const intro = await panel.findByLabelText('General intro in বাংলা');
    expect(intro).toHaveAttribute('lang', 'bn');
    expect(panel.getByText(T.englishLabel('General intro')).nextSibling).toHaveTextContent(
      terms.generalIntro!,
    );
    expect(panel.getByText(terms.generalIntro!)).toHaveAttribute('lang', 'en');
    // Terms' paragraphs only: none of the privacy or refund pages'.
    expect(panel.queryByLabelText('Collect intro in বাংলা')).not.toBeInTheDocument();
    expect(panel.queryByLabelText('Request intro in বাংলা')).not.toBeInTheDocument();
    expect(panel.getAllByRole('textbox')).toHaveLength(Object.keys(terms).length);
    expect(
      backend().requests.filter(({ path }) => path === '/translations/policies/terms'),
    ).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('saves a Bengali paragraph with PUT and refreshes the badges', async () => {
    backend().on('PUT', '/translations/policies/terms/bn', echoStoredTranslation);
    const { user, panel } = await openTerms();

    await pasteInto(
      user,
      await panel.findByLabelText('General intro in বাংলা'),
      'এই শর্তাবলী প্রযোজ্য।',
    );
    backend().on('GET', '/translations/policies', {
      body: { terms: { bn: 'partial', hi: 'missing' } },
    });
    await user.click(panel.getByRole('button', { name: T.save('bn') }));

    await expectSavedWith(backend, T.saved('bn'), {
      method: 'PUT',
      path: '/translations/policies/terms/bn',
      body: { generalIntro: 'এই শর্তাবলী প্রযোজ্য।' },
    });
    const row = screen.getByRole('cell', { name: /Terms and Conditions/ }).closest('tr')!;
    expect(await within(row).findByText(/partial/)).toHaveTextContent('বাংলা partial');
    expect(panel.getByText(/^Last saved/)).toBeInTheDocument();
  });

  it('says the server’s refusal under the paragraph, keeping what was typed', async () => {
    const refusal = 'Keep {deposit} and <email/> as the English has them.';
    backend().on('PUT', '/translations/policies/terms/bn', {
      status: 400,
      body: { message: 'Please correct the marked fields.', errors: { paymentsDeposit: refusal } },
    });
    const { user, panel } = await openTerms();

    const deposit = await panel.findByLabelText('Payments deposit in বাংলা');
    await pasteInto(user, deposit, 'অগ্রিম জমা দিন।');
    await user.click(panel.getByRole('button', { name: T.save('bn') }));

    expect(await panel.findByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(await panel.findByText(refusal)).toBeInTheDocument();
    expect(deposit).toHaveValue('অগ্রিম জমা দিন।');
    expect(screen.queryByText(T.saved('bn'))).not.toBeInTheDocument();
  });

  it('closes the editor, and opens another page with its own paragraphs', async () => {
    backend().on('GET', '/translations/policies/privacy', {
      body: { english: policyEnglish('privacy'), bn: null, hi: null },
    });
    const { user, editor } = await openTerms();

    await user.click(screen.getByRole('button', { name: P.translateLabel('Privacy Policy') }));
    const privacy = await screen.findByRole('region', { name: P.translateLabel('Privacy Policy') });
    expect(await within(privacy).findByLabelText('Collect intro in বাংলা')).toBeInTheDocument();
    expect(within(privacy).queryByLabelText('General intro in বাংলা')).not.toBeInTheDocument();
    expect(editor).not.toBeInTheDocument();

    await user.click(within(privacy).getByRole('button', { name: P.close }));
    await waitFor(() => expect(privacy).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: P.translateLabel('Privacy Policy') })).toBeVisible();
  });
});
