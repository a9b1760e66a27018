import { screen, within } from '@testing-library/react';

import { renderApp } from '../../../../testing/render-with-providers';

const h2s = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

// The bands of the booking office's CANCELLATION_RULES (SPEC §9), one table on both pages.
const CANCELLATION_ROWS = [
  ['Upon booking confirmation', 'Minimum ₹1,000'],
  ['More than 90 days before the journey', '₹1,500'],
  ['61 to 90 days before the journey', '₹2,000'],
  ['31 to 60 days before the journey', 'The policy sets no charge, so the agency decides it'],
  ['30 to 25 days before the journey', '40% of the tour price'],
  ['24 to 20 days before the journey', '50% of the tour price'],
  ['19 to 15 days before the journey', '60% of the tour price'],
  ['14 to 10 days before the journey', '70% of the tour price'],
  ['9 to 6 days before the journey', '85% of the tour price'],
  ['5 to 4 days before the journey', '90% of the tour price'],
  ['Within 72 hours of the journey (3 days or less)', 'No refund'],
];

function cancellationRows() {
  const table = screen.getByRole('table', { name: 'Cancellation charges' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);
}

const main = () => within(screen.getByRole('main'));

describe('Terms and Conditions (/terms)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('has the date and sections 1, 2 and 4 (no 3), then Booking Policies with its three parts', async () => {
    renderApp({ route: '/terms' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    expect(screen.getByText('Last updated on: April 11, 2025')).toBeVisible();
    expect(h2s()).toEqual([
      '1. General Terms',
      '2. Booking and Payments',
      '4. Limitation of Liability',
      'Booking Policies',
      // The footer's link groups follow the page.
      'Resources',
      'Legal',
    ]);
    const policies = screen.getByRole('region', { name: 'Booking Policies' });
    expect(
      within(policies)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Reservations', 'Rescheduling', 'Cancellation']);
  });

  it('states the SPEC booking, cancellation and refund figures', async () => {
    renderApp({ route: '/terms' });
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    const payments = within(screen.getByRole('region', { name: '2. Booking and Payments' }));
    expect(payments.getByText(/held for at most 2 working days/)).toBeVisible();
    expect(payments.getByText(/confirmed on receipt of 20% of the total tour cost/)).toBeVisible();
    expect(
      payments.getByText(/A further 40% of the total tour cost is due before the journey/),
    ).toBeVisible();
    expect(
      payments.getByText('The balance is paid on site at the start of the tour.'),
    ).toBeVisible();
    expect(cancellationRows()).toEqual(CANCELLATION_ROWS);
    expect(
      main().getByText(/only by account payee cheque and are processed within 15 working days/),
    ).toBeVisible();
  });

  it('sets its title, description, a canonical link to /terms on this host and robots index, follow', async () => {
    renderApp({ route: '/terms' });
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    expect(document.title).toBe('Terms and Conditions | Test Tours Sonarpur');
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/^Terms and conditions for tours/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/terms',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'index, follow',
    );
  });
});

describe('Privacy Policy (/privacy-policy)', () => {
  it('has nine sections and the date', async () => {
    renderApp({ route: '/privacy-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByText('Last updated on: January 1, 2025')).toBeVisible();
    const sections = h2s().filter((text) => /^\d+\. /.test(text ?? ''));
    expect(sections.map((text) => text?.split('. ')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(document.title).toBe('Privacy Policy | Test Tours Sonarpur');
  });

  it('says how to ask for enquiry data to be exported or deleted: by email to the agency', async () => {
    renderApp({ route: '/privacy-policy' });
    const rights = await screen.findByRole('region', {
      name: '7. Your Rights: Access, Export and Deletion',
    });
    expect(rights).toHaveTextContent(/export the data of your enquiries/);
    expect(rights).toHaveTextContent(/delete the data of your enquiries/);
    expect(within(rights).getByRole('link', { name: 'trips@test-tours.example' })).toHaveAttribute(
      'href',
      'mailto:trips@test-tours.example',
    );
  });
});

describe('Refund Policy (/refund-policy)', () => {
  it('has seven sections, the date and the SPEC refund rules', async () => {
    renderApp({ route: '/refund-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    expect(screen.getByText('Last updated on: January 1, 2025')).toBeVisible();
    expect(h2s().filter((text) => /^\d+\. /.test(text ?? ''))).toHaveLength(7);
    expect(document.title).toBe('Refund Policy | Test Tours Sonarpur');

    expect(cancellationRows()).toEqual(CANCELLATION_ROWS);
    const request = within(screen.getByRole('region', { name: '3. How to Request a Refund' }));
    expect(request.getByRole('link', { name: 'trips@test-tours.example' })).toBeVisible();
    expect(request.getByText('your booking reference;')).toBeVisible();
    expect(request.getByText('the reason for the request;')).toBeVisible();
    expect(request.getByText(/documentary proof, if applicable/)).toBeVisible();
    expect(
      main().getByText('Approved refunds are paid only by account payee cheque.'),
    ).toBeVisible();
    expect(main().getByText(/Processing takes up to 15 working days/)).toBeVisible();
    expect(
      main().getByText(
        /you receive a full refund of the amount paid, or, if you prefer, the tour is rescheduled/,
      ),
    ).toBeVisible();
    expect(main().getByText(/there is no refund for the unused part of the tour/)).toBeVisible();
  });
});

describe.each([
  ['/privacy-policy', 'Privacy Policy'],
  ['/refund-policy', 'Refund Policy'],
])('%s metadata', (route, heading) => {
  it('sets its own title, a canonical link to itself and robots index, follow', async () => {
    renderApp({ route });
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(document.title).toBe(`${heading} | Test Tours Sonarpur`);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost${route}`,
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'index, follow',
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      heading,
    );
  });
});
