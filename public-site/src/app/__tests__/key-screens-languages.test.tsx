// Issue 29's key screens in Bengali and Hindi: the booking dialog with its validation messages,
// the booking's page and a policy page read in the page's language, from the first render of the
// address /bn/... or /hi/... (the English pages keep their own tests, word for word).
import { addDays, todayInIst } from '@tours/shared-ui/booking-office';
import { ApiError } from '@tours/shared-ui/api';
import { screen, waitFor, within } from '@testing-library/react';

import { loadCatalog } from '../../lib/i18n';
import {
  BOOKING_REFERENCE,
  bareDestination,
  bookingStatusView,
  POLICY_TRANSLATIONS,
  policyTextsAnswer,
  receiptSummary,
} from '../../testing/fixtures';
import { renderApp } from '../../testing/render-with-providers';
import { createTestApi, respondWith } from '../../testing/test-api';

// Typing a form through user-event takes its time on a busy machine.
jest.setTimeout(60000);

// As the browser does while the App loads (app/router.tsx), the address's catalogue is there first.
beforeAll(() => Promise.all([loadCatalog('bn'), loadCatalog('hi')]));
afterEach(() => {
  document.head.innerHTML = '';
});

const digha = bareDestination('Digha', 'digha');

async function openBooking(route: string, bookNow: string, submit: string) {
  const api = createTestApi();
  jest.spyOn(api.destinations, 'list').mockResolvedValue([digha]);
  const create = jest.spyOn(api.bookings, 'create');
  const view = renderApp({ route, api });
  await view.user.click(await screen.findByRole('button', { name: bookNow }));
  await screen.findByRole('button', { name: submit });
  return { ...view, create };
}

describe('the booking dialog', () => {
  it('in Bengali: its title, labels and options, and the validation messages in Bengali', async () => {
    const { user, create } = await openBooking('/bn/nowhere', 'এখনই বুক করুন', 'বুকিং জমা দিন');
    const dialog = within(screen.getByRole('dialog', { name: 'আপনার ভ্রমণ বুক করুন' }));
    await dialog.findByRole('option', { name: 'Digha' });
    expect(dialog.getByRole('button', { name: 'বন্ধ করুন' })).toBeVisible();
    expect(dialog.getByRole('combobox', { name: 'হোটেলের ধরন' })).toHaveTextContent(
      'একটি ধরন বেছে নিনবাজেটডিলাক্সবিলাসবহুল',
    );
    expect(dialog.getByRole('spinbutton', { name: 'শিশু (5 - 8 বছর)' })).toBeVisible();
    // India's states by their Bengali names, in Bengali order; the value sent is the GST code.
    const states = dialog.getByRole('combobox', { name: /^আপনার রাজ্য/ });
    expect(within(states).getByRole('option', { name: 'পশ্চিমবঙ্গ' })).toHaveValue('19');
    expect(within(states).getAllByRole('option')[0]).toHaveTextContent('অন্ধ্রপ্রদেশ');
    await user.type(dialog.getByRole('textbox', { name: 'ফোন নম্বর' }), '5123456789');
    await user.type(dialog.getByLabelText(/^চেক-ইন/), addDays(todayInIst(), -1));
    await user.click(dialog.getByRole('button', { name: 'বুকিং জমা দিন' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'নাম' })).toHaveAccessibleDescription(
        'নাম লেখা আবশ্যক।',
      ),
    );
    expect(dialog.getByRole('textbox', { name: 'ফোন নম্বর' })).toHaveAccessibleDescription(
      'সঠিক 10 সংখ্যার ভারতীয় ফোন নম্বর লিখুন (6, 7, 8 বা 9 দিয়ে শুরু)।',
    );
    expect(dialog.getByLabelText(/^চেক-ইন/)).toHaveAccessibleDescription(
      'চেক-ইনের তারিখ আজকের আগে হতে পারে না।',
    );
    expect(dialog.getByRole('combobox', { name: 'হোটেলের ধরন' })).toHaveAccessibleDescription(
      'হোটেলের ধরন বেছে নিন।',
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('in Hindi: the same form and messages in Hindi, the category sent in English', async () => {
    const { user, create } = await openBooking('/hi/nowhere', 'अभी बुक करें', 'बुकिंग भेजें');
    const dialog = within(screen.getByRole('dialog', { name: 'अपनी यात्रा बुक करें' }));
    expect(dialog.getByRole('button', { name: 'बंद करें' })).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'बुकिंग भेजें' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'नाम' })).toHaveAccessibleDescription(
        'नाम लिखना ज़रूरी है।',
      ),
    );
    expect(dialog.getByRole('combobox', { name: 'गंतव्य' })).toHaveAccessibleDescription('गंतव्य चुनें।');
    expect(create).not.toHaveBeenCalled();
    // The option reads in Hindi; its value stays the API's English word.
    expect(dialog.getByRole('option', { name: 'लग्ज़री' })).toHaveValue('Luxury');
    expect(dialog.getByRole('option', { name: 'पश्चिम बंगाल' })).toHaveValue('19');
  });
  /** Fills the Bengali dialog and submits it; the API refuses it with `message`. */
  async function refusedInBengali(status: number, message: string) {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, create } = await openBooking('/bn/nowhere', 'এখনই বুক করুন', 'বুকিং জমা দিন');
    create.mockRejectedValue(
      new ApiError(`Request failed with status code ${status}`, status, {}, { message }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'আপনার ভ্রমণ বুক করুন' }));
    await user.type(dialog.getByRole('textbox', { name: 'নাম' }), 'অনন্যা সেন');
    await user.type(dialog.getByRole('textbox', { name: 'ফোন নম্বর' }), '9876543210');
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'গন্তব্য' }), 'Digha');
    await user.type(dialog.getByLabelText(/^চেক-ইন/), addDays(todayInIst(), 10));
    await user.type(dialog.getByLabelText(/^চেক-আউট/), addDays(todayInIst(), 12));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'হোটেলের ধরন' }), 'Budget');
    await user.click(dialog.getByRole('button', { name: 'বুকিং জমা দিন' }));
    const alert = await dialog.findByRole('alert');
    expect(create).toHaveBeenCalledTimes(1);
    return alert;
  }

  it("in Bengali: a refusal says SPEC's failure and the server's reason in Bengali", async () => {
    const alert = await refusedInBengali(429, 'Too many requests. Please try again in a minute.');
    expect(alert).toHaveTextContent(
      'বুকিং জমা দেওয়া যায়নি। অল্প সময়ে অনেকবার চেষ্টা হয়েছে। এক মিনিট পরে আবার চেষ্টা করুন।',
    );
    expect(alert.querySelector('[lang]')).toBeNull();
  });

  it('in Bengali: a reason with no translation is shown as the server wrote it, marked English', async () => {
    const reason = 'The office is closed for Durga Puja until 3 October.';
    const alert = await refusedInBengali(409, reason);
    expect(alert).toHaveTextContent(`বুকিং জমা দেওয়া যায়নি। ${reason}`);
    expect(within(alert).getByText(reason)).toHaveAttribute('lang', 'en');
  });
});

const REFERENCE = BOOKING_REFERENCE;
const receipt = receiptSummary;
const booking = bookingStatusView({
  onlinePayment: { amount: 25000, url: 'https://rzp.io/i/test' },
  documents: [receipt],
});

function openBookingPage(route: string, answer: () => [number, unknown]) {
  const api = createTestApi();
  respondWith(api, answer);
  return renderApp({ route, api });
}

describe("the booking's page", () => {
  it('in Bengali: the booking, what to pay, the tax documents, all in Bengali', async () => {
    const { user } = openBookingPage(`/bn/booking-status?reference=${REFERENCE}`, () => [
      200,
      booking,
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'আপনার বুকিং' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'ফোন নম্বর' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'বুকিং দেখান' }));
    const details = await screen.findByRole('region', { name: 'বুকিংয়ের বিবরণ' });
    const facts = Object.fromEntries(
      within(details)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      রেফারেন্স: REFERENCE,
      গন্তব্য: 'Darjeeling',
      তারিখ: 'রবি, 20 ডিসেম্বর, 2026 থেকে বৃহস্পতি, 24 ডিসেম্বর, 2026',
      যাত্রী: '2 জন প্রাপ্তবয়স্ক, 1 জন শিশু',
      'হোটেলের ধরন': 'ডিলাক্স',
      অবস্থা: 'অস্থায়ী',
      'যত দিন ধরে রাখা হবে': 'বুধ, 25 নভেম্বর, 2026 এ 11:59 PM (ভারতীয় সময়)',
      'জানানো মোট দাম': '₹1,25,000',
      'প্রাপ্ত টাকা': '₹0',
      'বাকি টাকা': '₹1,25,000',
    });
    const payment = screen.getByRole('region', { name: 'অগ্রিম দিতে হবে (20%)' });
    expect(within(payment).getByRole('link', { name: 'অনলাইনে ₹25,000 পেমেন্ট করুন' })).toBeVisible();
    const documents = screen.getByRole('region', { name: 'করের নথি' });
    expect(within(documents).getByRole('listitem')).toHaveTextContent(
      'রসিদ ভাউচার RV/2026-27/0001',
    );
    expect(within(documents).getByRole('link', { name: /^PDF ডাউনলোড করুন/ })).toBeVisible();
  });

  it("in Hindi: the API's 404 and the lookup in Hindi", async () => {
    const { user } = openBookingPage(`/hi/booking-status?reference=${REFERENCE}`, () => [
      404,
      { message: 'No booking matches that reference and phone number.' },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'आपकी बुकिंग' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'फ़ोन नंबर' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'बुकिंग दिखाएँ' }));
    expect(await screen.findByText('इस रेफ़रेंस और फ़ोन नंबर से कोई बुकिंग नहीं मिली।')).toBeVisible();
  });
});

/** An API answering a policy page's words as the agency translated them into `lang` (the site's
 * client asks with `?lang=`: server/__tests__/render-locales.test.tsx). */
function policyApi(lang: 'bn' | 'hi') {
  const api = createTestApi();
  const asked: string[] = [];
  respondWith(api, (config) => {
    const policy = /^\/?policies\/(\w+)$/.exec(config.url ?? '')?.[1] as 'terms' | 'refund';
    asked.push(policy);
    return [200, policyTextsAnswer(policy, POLICY_TRANSLATIONS[lang][policy])];
  });
  return { api, asked };
}

describe('a policy page', () => {
  it('in Bengali: the Refund Policy, its note that the English version prevails, its table', async () => {
    const { api, asked } = policyApi('bn');
    renderApp({ route: '/bn/refund-policy', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'রিফান্ড নীতি' })).toBeVisible();
    expect(screen.getByText('শেষ হালনাগাদ: 1 জানুয়ারি, 2025')).toBeVisible();
    const english = screen.getByRole('link', { name: 'ইংরেজি সংস্করণটিই' });
    expect(english).toHaveAttribute('href', '/refund-policy');
    expect(english.closest('p')).toHaveTextContent(/চূড়ান্ত বলে গণ্য হবে।$/);
    const main = within(screen.getByRole('main'));
    expect(
      main.getByRole('heading', { level: 2, name: '3. কীভাবে রিফান্ডের অনুরোধ করবেন' }),
    ).toBeVisible();
    expect(main.getByRole('link', { name: 'শর্তাবলির' })).toHaveAttribute('href', '/bn/terms');
    const table = main.getByRole('table', { name: 'বাতিলের চার্জ' });
    expect(
      within(table).getByRole('rowheader', { name: 'যাত্রার 90 দিনের বেশি আগে' }),
    ).toBeVisible();
    expect(document.title).toContain('রিফান্ড নীতি');
    expect(asked).toEqual(['refund']);
    // A paragraph the agency has not translated reads in English, marked so.
    const untranslated = main.getByText(/^We review each request and tell you by email/);
    expect(untranslated).toHaveAttribute('lang', 'en');
    expect(
      main.getByRole('heading', { level: 2, name: /^1\. / }).querySelector('[lang="en"]'),
    ).toBeTruthy();
  });

  it('in Bengali, with the words not fetched: the page in English, marked so, its frame in Bengali', async () => {
    const api = createTestApi();
    respondWith(api, () => [503, { message: 'Service Unavailable' }]);
    renderApp({ route: '/bn/privacy-policy', api });
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(h1.querySelector('[lang="en"]')).toHaveTextContent('Privacy Policy');
    expect(screen.getByText(/^শেষ হালনাগাদ:/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'ইংরেজি সংস্করণটিই' })).toBeVisible();
  });

  it('in Hindi: the Terms, with the agency figures in place', async () => {
    const { api } = policyApi('hi');
    renderApp({ route: '/hi/terms', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeVisible();
    const payments = within(screen.getByRole('region', { name: '2. बुकिंग और भुगतान' }));
    expect(payments.getByText('कुल यात्रा-ख़र्च का 20% मिलने पर बुकिंग पक्की होती है।')).toBeVisible();
    expect(payments.getByText(/ज़्यादा से ज़्यादा 2 कार्य-दिवस तक रोकी जाती है/)).toBeVisible();
    const english = screen.getByRole('link', { name: 'अंग्रेज़ी संस्करण' });
    expect(english).toHaveAttribute('href', '/terms');
    expect(english.closest('p')).toHaveTextContent(/ही मान्य होगा।$/);
  });
});
