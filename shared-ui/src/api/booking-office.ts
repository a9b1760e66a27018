// Typed calls of the booking office endpoints (docs/booking-office.md) on the http instance of
// createApiClient, so they carry its ID token and answer its ApiError:
//   const office = createBookingOfficeApi(api.http);
// Exported by the booking-office entry, not by `api`: every page loads `api` for its first fetch.
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';

import type { CancellationQuote } from '../domain/booking-office/cancellation';
import type {
  NotificationSetting,
  NotificationSettings,
  NotificationStatus,
  NotificationView,
} from '../domain/booking-office/notifications';
import type {
  AgencyCalendar,
  AuditPage,
  BookingDetail,
  BookingOfficeSettings,
  BookingRecord,
  BookingStatusView,
  DashboardSummary,
  Holiday,
  MoneyDueRow,
  PaymentResult,
} from '../domain/booking-office/types';
import type { BookingRequest } from '../domain/types';
import type {
  AuditQuery,
  adminBookingSchema,
  bookingOfficeSettingsSchema,
  bookingUpdateSchema,
  cancelInputSchema,
  holidayInputSchema,
  paymentInputSchema,
} from '../schemas/booking-office';

// The inputs as the caller sends them: the schemas' input types (before their defaults), the
// parsed forms are the schemas entry's. Type-only imports, erased when compiled: this entry
// carries no zod.
export type AdminBookingRequest = z.input<typeof adminBookingSchema>;
export type PaymentRequest = z.input<typeof paymentInputSchema>;
export type CancelRequest = z.input<typeof cancelInputSchema>;
export type HolidayRequest = z.input<typeof holidayInputSchema>;
/** PUT /api/bookings/{id}: status, quotedTotal and/or the changed details. */
export type BookingUpdateRequest = z.input<typeof bookingUpdateSchema>;
export type BookingOfficeSettingsRequest = z.input<typeof bookingOfficeSettingsSchema>;
/** GET /api/audit's query (the schema coerces `limit` from the address, so its output type). */
export type AuditFilter = Partial<AuditQuery>;

const bookingPath = (id: string) => `/bookings/${encodeURIComponent(id)}`;

export function createBookingOfficeApi(http: AxiosInstance) {
  return {
    bookings: {
      /** Public booking request: 201 with the stored booking (reference, stage, holdUntil). */
      submit: async (input: BookingRequest) =>
        (await http.post<BookingRecord>('/bookings', input)).data,
      /** A booking taken by phone or at the office (admin). */
      createByAdmin: async (input: AdminBookingRequest) =>
        (await http.post<BookingRecord>('/bookings', input)).data,
      /** Every booking, newest first; with `q`, those whose reference, name, phone or email match. */
      list: async (q?: string) =>
        (await http.get<BookingRecord[]>('/bookings', q ? { params: { q } } : undefined)).data,
      get: async (id: string) => (await http.get<BookingDetail>(bookingPath(id))).data,
      /** Public: one booking by its reference and the phone number it was made with. */
      status: async (reference: string, phone: string) =>
        (await http.get<BookingStatusView>('/bookings/status', { params: { reference, phone } }))
          .data,
      setStatus: async (id: string, status: boolean) =>
        (await http.put<BookingRecord>(bookingPath(id), { status })).data,
      setQuotedTotal: async (id: string, quotedTotal: number | null) =>
        (await http.put<BookingDetail>(bookingPath(id), { quotedTotal })).data,
      /** Changes the sent details (and/or status, quotedTotal); answers the booking's page. */
      update: async (id: string, input: BookingUpdateRequest) =>
        (await http.put<BookingDetail>(bookingPath(id), input)).data,
      /** Only a provisional request with no payment (`deletable`); others answer 409. */
      remove: async (id: string) => {
        await http.delete(bookingPath(id));
      },
      /** Instalments overdue or falling due within `days` (default 7). */
      moneyDue: async (days?: number) =>
        (
          await http.get<MoneyDueRow[]>('/bookings/money-due', {
            params: days === undefined ? {} : { days },
          })
        ).data,
      extendHold: async (id: string, holdUntil: string) =>
        (await http.post<BookingDetail>(`${bookingPath(id)}/hold`, { holdUntil })).data,
      recordPayment: async (id: string, input: PaymentRequest) =>
        (await http.post<PaymentResult>(`${bookingPath(id)}/payments`, input)).data,
      cancellationQuote: async (id: string, on?: string) =>
        (
          await http.get<CancellationQuote>(`${bookingPath(id)}/cancellation`, {
            params: on ? { on } : {},
          })
        ).data,
      cancel: async (id: string, input: CancelRequest = {}) =>
        (await http.post<BookingDetail>(`${bookingPath(id)}/cancel`, input)).data,
      processRefund: async (id: string, chequeNumber: string, processedOn?: string) =>
        (
          await http.post<BookingDetail>(`${bookingPath(id)}/refund/process`, {
            chequeNumber,
            ...(processedOn ? { processedOn } : {}),
          })
        ).data,
      confirmRefund: async (id: string, confirmedOn?: string) =>
        (
          await http.post<BookingDetail>(
            `${bookingPath(id)}/refund/confirm`,
            confirmedOn ? { confirmedOn } : {},
          )
        ).data,
    },
    holidays: {
      /** The agency's calendar: working weekdays and holidays (admin). */
      calendar: async () => (await http.get<AgencyCalendar>('/calendar')).data,
      create: async (input: HolidayRequest) => (await http.post<Holiday>('/holidays', input)).data,
      remove: async (date: string) => {
        await http.delete(`/holidays/${encodeURIComponent(date)}`);
      },
    },
    audit: {
      list: async (filter: AuditFilter = {}) =>
        (await http.get<AuditPage>('/audit', { params: filter })).data,
    },
    settings: {
      /** The office's numbers: days before the journey, reminder days, bank details (admin). */
      get: async () => (await http.get<BookingOfficeSettings>('/settings/booking-office')).data,
      /** Changes what is sent; answers all the settings. */
      save: async (input: BookingOfficeSettingsRequest) =>
        (await http.put<BookingOfficeSettings>('/settings/booking-office', input)).data,
    },
    dashboard: {
      summary: async () => (await http.get<DashboardSummary>('/dashboard')).data,
    },
    notifications: {
      /** A booking's notifications, newest first (admin). */
      ofBooking: async (id: string) =>
        (await http.get<NotificationView[]>(`${bookingPath(id)}/notifications`)).data,
      /** Notifications in one status (`failed`: what the agency should look at), newest first. */
      list: async (status: NotificationStatus) =>
        (await http.get<NotificationView[]>('/notifications', { params: { status } })).data,
      settings: async () => (await http.get<NotificationSettings>('/notification-settings')).data,
      /** Turns events on or off per channel; answers all the settings. */
      saveSettings: async (settings: NotificationSetting[]) =>
        (await http.put<NotificationSettings>('/notification-settings', { settings })).data,
    },
  };
}

export type BookingOfficeApi = ReturnType<typeof createBookingOfficeApi>;
