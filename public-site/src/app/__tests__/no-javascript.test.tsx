// What a visitor with JavaScript off reads: the server HTML of the form pages says, beside each form,
// that the form needs JavaScript (a <noscript> note), and the destination page's Book Now says that
// booking does. React writes <noscript> content on the server only, so these are server renders.
import { RuntimeConfigProvider } from '@tours/shared-ui/components';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { BookingLookupForm } from '../../features/booking-status/components/booking-lookup-form';
import { bookingStatusTexts } from '../../features/booking-status/texts';
import { ContactPage } from '../../features/contact/components/contact-page';
import { contactTexts } from '../../features/contact/texts';
import { destinationsTexts } from '../../features/destinations/texts';
import { darjeeling } from '../../testing/fixtures';
import { apiSource } from '../../lib/api';
import { createI18n, I18nProvider } from '../../lib/i18n';
import { createTestApi } from '../../testing/test-api';
import { testConfig } from '../../testing/test-config';
import DestinationDetailRoute from '../routes/destination-detail';
import { makeStore, type RootState } from '../store';

function serverHtml(ui: ReactElement, route: string, preloadedState?: Partial<RootState>) {
  const store = makeStore({ api: apiSource(createTestApi()), preloadedState });
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <RuntimeConfigProvider config={testConfig}>
      <Provider store={store}>
        <I18nProvider i18n={createI18n('en')}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </I18nProvider>
      </Provider>
    </RuntimeConfigProvider>,
  );
  return container;
}

/** The text of a <noscript> element as a browser without JavaScript reads it. */
function noscriptText(note: Element | null | undefined): string {
  expect(note?.tagName).toBe('NOSCRIPT');
  // With scripting on (jsdom) a <noscript>'s content is its source text: parse it.
  const parsed = document.createElement('div');
  parsed.innerHTML = note!.textContent ?? '';
  return parsed.textContent ?? '';
}

/** The note right before a form. */
const noteBefore = (form: Element | null) => noscriptText(form?.previousElementSibling);

describe('forms without JavaScript', () => {
  it('the contact form says that it needs JavaScript', () => {
    const html = serverHtml(<ContactPage />, '/contact-us');
    expect(noteBefore(html.querySelector('form.ps-contact-form'))).toBe(contactTexts.en.needsJs);
  });

  it('the booking lookup says that it needs JavaScript', () => {
    const html = serverHtml(
      <BookingLookupForm
        initial={{ reference: '', phone: '' }}
        busy={false}
        onLookup={jest.fn()}
      />,
      '/booking-status',
    );
    expect(noteBefore(html.querySelector('form.ps-booking-status__form'))).toBe(
      bookingStatusTexts.en.lookupNeedsJs,
    );
  });

  it("the destination page's Book Now says that booking needs JavaScript", () => {
    const page = (
      <Routes>
        <Route path="destinations/:slug" element={<DestinationDetailRoute />} />
      </Routes>
    );
    const html = serverHtml(page, '/destinations/darjeeling', {
      destinations: {
        items: [darjeeling],
        loading: false,
        loaded: true,
        error: null,
        selected: null,
      },
    });
    const bookNow = html.querySelector('.ps-detail__book-button')!;
    expect(bookNow).toHaveTextContent('Book Now');
    expect(noscriptText(bookNow.nextElementSibling)).toBe(destinationsTexts.en.bookingNeedsJs);
  });
});
