import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@tours/shared-ui/router';

import { installFakeFirebase } from '../../../../testing/fake-firebase';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { DASHBOARD_HEADING } from '../../texts';
import { DashboardPage } from '../dashboard-page';

jest.mock('../../../../lib/firebase', () =>
  jest.requireActual('../../../../testing/firebase-stub'),
);

function renderDashboard() {
  return renderWithProviders(
    <Routes>
      <Route path="dashboard" element={<DashboardPage actions={<button>Logout</button>} />} />
    </Routes>,
    { route: '/admin/dashboard' },
  );
}

describe('DashboardPage', () => {
  beforeEach(() => {
    installFakeFirebase();
  });

  it("is headed 'Manage Sections' and shows the page's actions", async () => {
    renderDashboard();

    expect(
      await screen.findByRole('heading', { name: DASHBOARD_HEADING, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('links to the six manage sections, in order', async () => {
    renderDashboard();

    const list = await screen.findByRole('list');
    const expected = [
      ['Manage Destinations', '/admin/manage-destinations'],
      ['Manage Popular Destinations', '/admin/manage-popular'],
      ['Manage Testimonials', '/admin/manage-testimonials'],
      ['Manage Contacts', '/admin/manage-contacts'],
      ['Manage Blogs', '/admin/manage-blogs'],
      ['Manage Bookings', '/admin/manage-bookings'],
    ] as const;
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expected.map(([, href]) => href),
    );
    for (const [name, href] of expected) {
      expect(within(list).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
