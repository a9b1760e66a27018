import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type BookingRecord,
  type NotificationSettings,
  type NotificationView,
} from '@tours/shared-ui/booking-office';
import { screen, waitFor, within } from '@testing-library/react';

import { adminScreen } from '../../../../testing/admin-screen';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { booking } from '../../../../testing/fixtures';
import {
  FAILED_EMPTY,
  NOTIFICATIONS_EMPTY,
  NOTIFICATIONS_FAILED,
  SETTINGS_SAVED,
  WHATSAPP_NO_NUMBER,
  channelNotConfigured,
  settingLabel,
  whatsappActionLabel,
} from '../../texts';
import { BookingNotifications } from '../booking-notifications';
import { NotificationSettingsPage } from '../notification-settings-page';
import { WhatsAppActions } from '../whatsapp-actions';

const notification = (overrides: Partial<NotificationView> = {}): NotificationView => ({
  id: 'n1',
  event: 'booking-created',
  channel: 'email',
  audience: 'traveller',
  to: 'amit@example.in',
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  bookingId: 'b1',
  reference: 'SPT-2611-0042',
  createdAt: '2026-11-23T10:00:00.000Z',
  sentAt: '2026-11-23T10:00:01.000Z',
  ...overrides,
});

const record: BookingRecord = {
  ...booking({ name: 'অমিত দাস', phone: '98300 12345' }),
  reference: 'SPT-2611-0042',
  stage: 'provisional',
  holdUntil: '2026-11-25T18:29:59.999Z',
  quotedTotal: 45_000,
  received: 0,
  due: 45_000,
  source: 'website',
  email: 'amit@example.in',
  confirmedByHand: false,
} as BookingRecord;

describe('BookingNotifications', () => {
  const { backend, renderPage } = adminScreen(
    'bookings/b1',
    <BookingNotifications bookingId="b1" />,
  );

  it('lists the booking’s notifications: channel, to, status, attempts, last error', async () => {
    backend().on('GET', '/bookings/b1/notifications', {
      body: [
        notification(),
        notification({
          id: 'n2',
          event: 'payment-recorded',
          channel: 'whatsapp',
          to: '919830012345',
          status: 'failed',
          attempts: 8,
          lastError: 'WhatsApp Cloud API answered 401',
        }),
      ],
    });
    renderPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'New booking (SPT-2611-0042)Emailamit@example.inSent1—',
      'Payment recorded (SPT-2611-0042)WhatsApp919830012345Failed8WhatsApp Cloud API answered 401',
    ]);
  });

  it('says when there are none, and when they could not be loaded', async () => {
    backend().on('GET', '/bookings/b1/notifications', { body: [] });
    const { unmount } = renderPage();
    expect(await screen.findByText(NOTIFICATIONS_EMPTY)).toBeInTheDocument();
    unmount();
    backend().on('GET', '/bookings/b1/notifications', { status: 500, body: { message: 'down' } });
    renderPage();
    expect(await screen.findByText(NOTIFICATIONS_FAILED)).toBeInTheDocument();
  });
});

describe('WhatsAppActions', () => {
  const { renderPage } = adminScreen('bookings/b1', <WhatsAppActions booking={record} />);

  it('offers a wa.me link per event for the traveller’s number with the prefilled text', () => {
    renderPage();
    const received = screen.getByRole('link', { name: whatsappActionLabel('Booking received') });
    const url = new URL(received.getAttribute('href') as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919830012345');
    expect(url.searchParams.get('text')).toContain('Namaskar অমিত দাস,');
    expect(url.searchParams.get('text')).toContain('SPT-2611-0042');
    const deposit = new URL(
      screen
        .getByRole('link', { name: whatsappActionLabel('Deposit request') })
        .getAttribute('href') as string,
    );
    expect(deposit.searchParams.get('text')).toContain('deposit of ₹9,000');
    // A provisional booking with nothing paid: only the messages that fit it (issue 25).
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(
      ['Booking received', 'Deposit request', 'Hold ending'].map(whatsappActionLabel),
    );
  });

  it('offers a paid booking no deposit request, and a confirmed one the 40% with its day in words', () => {
    const { unmount } = renderWithProviders(
      <WhatsAppActions booking={{ ...record, stage: 'paid', received: 45_000, due: 0 }} />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(
      ['Payment received', 'Booking confirmed'].map(whatsappActionLabel),
    );
    unmount();
    renderWithProviders(
      <WhatsAppActions
        booking={{
          ...record,
          stage: 'confirmed',
          received: 9_000,
          due: 36_000,
          checkIn: '2027-01-20',
        }}
      />,
    );
    const instalment = new URL(
      screen
        .getByRole('link', { name: whatsappActionLabel('Instalment request') })
        .getAttribute('href') as string,
    );
    expect(instalment.searchParams.get('text')).toContain(
      'the further 40% of the tour price, ₹18,000, is due by 5 January 2027.',
    );
  });

  it('writes the texts of a booking made in Bengali in Bengali (issue 29), its buttons English', () => {
    renderWithProviders(<WhatsAppActions booking={{ ...record, language: 'bn' }} />);
    const received = new URL(
      screen
        .getByRole('link', { name: whatsappActionLabel('Booking received') })
        .getAttribute('href') as string,
    );
    const text = received.searchParams.get('text');
    expect(text).toContain('নমস্কার অমিত দাস,');
    expect(text).toContain('আপনার বুকিংয়ের অনুরোধ SPT-2611-0042');
    expect(text).toContain('চেক-ইন 1 মে, 2025');
    expect(text).toContain('25 নভেম্বর, 2026 এ 11:59 PM (ভারতীয় সময়) পর্যন্ত');
    expect(text).toContain('/bn/booking-status?reference=SPT-2611-0042');
  });
});

describe('WhatsAppActions without a mobile number', () => {
  const { renderPage } = adminScreen(
    'bookings/b1',
    <WhatsAppActions booking={{ ...record, phone: '12345' }} />,
  );

  it('says the number cannot be reached', () => {
    renderPage();
    expect(screen.getByText(WHATSAPP_NO_NUMBER)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('NotificationSettingsPage', () => {
  const { backend, renderPage } = adminScreen('settings', <NotificationSettingsPage />);
  const settings = (
    enabled: (event: string, channel: string) => boolean,
  ): NotificationSettings => ({
    settings: NOTIFICATION_EVENTS.flatMap((event) =>
      NOTIFICATION_CHANNELS.map((channel) => ({
        event,
        channel,
        enabled: enabled(event, channel),
      })),
    ),
    configured: { email: true, whatsapp: false },
  });

  it('shows every event per channel, saves a toggle at once, and lists failed messages', async () => {
    backend()
      .on('GET', '/notification-settings', { body: settings(() => true) })
      .on('GET', '/notifications', {
        body: [notification({ status: 'failed', attempts: 8, lastError: '451 Try again later' })],
      })
      .on('PUT', '/notification-settings', {
        body: settings((event, channel) => !(event === 'contact-message' && channel === 'email')),
      });
    const { user } = renderPage();

    const toggle = await screen.findByRole('switch', {
      name: settingLabel('New contact message', 'Email'),
    });
    expect(screen.getAllByRole('switch')).toHaveLength(
      NOTIFICATION_EVENTS.length * NOTIFICATION_CHANNELS.length,
    );
    expect(toggle).toBeChecked();
    expect(screen.getByText(channelNotConfigured('WhatsApp'))).toBeInTheDocument();
    expect(screen.getByText('451 Try again later')).toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText(SETTINGS_SAVED)).toBeInTheDocument();
    expect(backend().writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/notification-settings',
        body: { settings: [{ event: 'contact-message', channel: 'email', enabled: false }] },
      }),
    ]);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('says when no message failed', async () => {
    backend()
      .on('GET', '/notification-settings', { body: settings(() => true) })
      .on('GET', '/notifications', { body: [] });
    renderPage();
    expect(await screen.findByText(FAILED_EMPTY)).toBeInTheDocument();
  });
});
