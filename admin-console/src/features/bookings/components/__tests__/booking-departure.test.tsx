import { BOOKING_STAGE_LABELS } from '@tours/shared-ui/booking-office';
import { screen, within } from '@testing-library/react';

import { adminScreen } from '../../../../testing/admin-screen';
import { bookingDetail } from '../../../../testing/fixtures';
import { DEPARTURE_SECTION_TEXTS as T } from '../../texts';
import { BookingPage } from '../booking-page';

const { backend, renderPage } = adminScreen('bookings/:id', <BookingPage />);

const ofDeparture = bookingDetail({
  stage: 'waitlisted',
  checkIn: '2099-10-12',
  checkOut: '2099-10-16',
  adults: 1,
  children: 1,
  departureId: 'dep1',
  pickupPoint: 'Howrah',
  travellers: [
    { name: 'Asha Roy', age: 41, gender: 'Female', erasedAt: null },
    { name: 'Rupa Roy', age: 6, gender: 'Female', erasedAt: null },
  ],
  waitlistPosition: 2,
});

describe('BookingPage of a group departure', () => {
  it('shows the departure, the pickup point, the travellers and the waitlist position', async () => {
    backend().on('GET', '/bookings/b1', { body: ofDeparture });
    renderPage('/admin/bookings/b1');
    const section = await screen.findByRole('region', { name: T.title });
    expect(section).toHaveTextContent('Dates:12 Oct 2099 to 16 Oct 2099');
    expect(within(section).getByRole('link', { name: T.manifest })).toHaveAttribute(
      'href',
      '/admin/departures/dep1/manifest',
    );
    expect(section).toHaveTextContent(`${T.pickupPoint}:Howrah`);
    expect(section).toHaveTextContent(`${T.waitlistPosition}:2`);
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Asha Roy, 41, Female', 'Rupa Roy, 6, Female']);
    // The stage in words beside the heading (and in the stage section).
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.parentElement).toHaveTextContent('Waitlisted');
    expect(BOOKING_STAGE_LABELS.waitlisted).toBe('Waitlisted');
  });

  it('says when a long-completed trip’s ages and genders were erased, and shows the names', async () => {
    backend().on('GET', '/bookings/b1', {
      body: bookingDetail({
        ...ofDeparture,
        stage: 'completed',
        waitlistPosition: null,
        travellers: [
          // 27 Nov 2028, 23:30 UTC is 28 Nov in India.
          { name: 'Asha Roy', age: null, gender: null, erasedAt: '2028-11-27T23:30:00.000Z' },
          { name: 'Rupa Roy', age: null, gender: null, erasedAt: '2028-11-27T23:30:00.000Z' },
        ],
      }),
    });
    renderPage('/admin/bookings/b1');
    const section = await screen.findByRole('region', { name: T.title });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      T.erasedTraveller('Asha Roy', '28 Nov 2028'),
      T.erasedTraveller('Rupa Roy', '28 Nov 2028'),
    ]);
    expect(section).toHaveTextContent(
      'Asha Roy, age and gender erased on 28 Nov 2028 (kept no longer than needed after the trip)',
    );
  });

  it('has no such section for a tailor-made booking', async () => {
    backend().on('GET', '/bookings/b1', {
      body: bookingDetail({ departureId: null, travellers: [], waitlistPosition: null }),
    });
    renderPage('/admin/bookings/b1');
    await screen.findByRole('heading', { level: 1, name: /SPT-2611-0042/ });
    expect(screen.queryByRole('region', { name: T.title })).toBeNull();
  });
});
