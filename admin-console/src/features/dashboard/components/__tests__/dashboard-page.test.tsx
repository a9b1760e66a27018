import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@tours/shared-ui/router';

import { installFakeBackend, type FakeBackend } from '../../../../testing/fake-api';
import { installFakeFirebase } from '../../../../testing/fake-firebase';
import { bookingDetail } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { pretendNarrowScreen } from '../../../../testing/narrow-screen';
import { DASHBOARD_HEADING, WORK_TEXTS } from '../../texts';
import { DashboardPage } from '../dashboard-page';

function renderDashboard() {
  return renderWithProviders(
    <Routes>
      <Route path="dashboard" element={<DashboardPage actions={<button>Logout</button>} />} />
    </Routes>,
    { route: '/admin/dashboard' },
  );
}

let backend: FakeBackend;

describe('DashboardPage', () => {
  beforeEach(() => {
    installFakeFirebase();
    backend = installFakeBackend();
    backend.on('GET', '/dashboard', {
      body: {
        today: '2026-11-23',
        holdsExpiringToday: [
          bookingDetail({
            _id: 'h1',
            reference: 'SPT-2611-0001',
            holdUntil: '2026-11-23T18:29:59.999Z',
          }),
        ],
        holdsExpiringTomorrow: [],
        awaitingQuote: [bookingDetail({ _id: 'q1', reference: 'SPT-2611-0002', name: 'Mita Pal' })],
        depositsThisMonth: { count: 3, amount: 125000 },
        tripsNext30Days: [],
        moneyDue: { count: 2, amount: 45000 },
      },
    });
  });

  it("is headed 'Manage Sections' and shows the page's actions", async () => {
    renderDashboard();

    expect(
      await screen.findByRole('heading', { name: DASHBOARD_HEADING, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('links to the six manage sections, in order, then the media library, policy pages, departures, tax documents and online payments', async () => {
    renderDashboard();

    const list = (await screen.findAllByRole('list'))[0]!;
    const expected = [
      ['Manage Destinations', '/admin/manage-destinations'],
      ['Manage Popular Destinations', '/admin/manage-popular'],
      ['Manage Testimonials', '/admin/manage-testimonials'],
      ['Manage Contacts', '/admin/manage-contacts'],
      ['Manage Blogs', '/admin/manage-blogs'],
      ['Manage Bookings', '/admin/manage-bookings'],
      ['Media Library', '/admin/media'],
      ['Policy Pages', '/admin/policy-pages'],
      ['Departures', '/admin/departures'],
      ['Tax Documents', '/admin/tax-documents'],
      ['Online Payments', '/admin/online-payments'],
    ] as const;
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expected.map(([, href]) => href),
    );
    for (const [name, href] of expected) {
      expect(within(list).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it("shows today's work, each booking linking to its page", async () => {
    renderDashboard();

    const work = await screen.findByRole('region', { name: WORK_TEXTS.heading });
    const today = await within(work).findByRole('link', {
      name: 'SPT-2611-0001 · Asha Roy · Darjeeling',
    });
    expect(today).toHaveAttribute('href', '/admin/bookings/h1');
    expect(today.closest('.ant-card')).toHaveTextContent(WORK_TEXTS.holdsToday);
    expect(today.closest('li')).toHaveTextContent('23 Nov 2026, 11:59 pm IST');
    expect(within(work).getByRole('link', { name: /SPT-2611-0002 · Mita Pal/ })).toHaveAttribute(
      'href',
      '/admin/bookings/q1',
    );
    expect(work).toHaveTextContent('₹1,25,000 in 3 payments');
    expect(within(work).getByRole('link', { name: WORK_TEXTS.holidays })).toHaveAttribute(
      'href',
      '/admin/holidays',
    );
  });

  it("says when today's work cannot be fetched, and keeps the sections", async () => {
    backend.on('GET', '/dashboard', { status: 500, body: {} });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(WORK_TEXTS.failed);
    expect(screen.getByRole('link', { name: 'Manage Bookings' })).toBeInTheDocument();
  });

  it("links today's work to the money due, with its count and amount", async () => {
    renderDashboard();

    const work = await screen.findByRole('region', { name: WORK_TEXTS.heading });
    expect(
      await within(work).findByRole('link', { name: '2 instalments · ₹45,000' }),
    ).toHaveAttribute('href', '/admin/money-due');
  });

  it("puts today's work first on a phone, and keeps 'Manage Sections' below it", async () => {
    pretendNarrowScreen();
    renderDashboard();

    const work = await screen.findByRole('region', { name: WORK_TEXTS.heading });
    const sections = screen.getByRole('region', { name: DASHBOARD_HEADING });
    expect(work.compareDocumentPosition(sections) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(sections).getByRole('link', { name: 'Manage Bookings' })).toBeInTheDocument();
  });
});
