// POST /api/bookings (SPEC §7): the booking enquiry of the dialog's form. The answer is the stored
// booking (docs/booking-office.md: its reference, stage and hold deadline), which the site shows on
// the traveller's booking page; any failure is logged and becomes 'Failed to submit booking.' (SPEC
// §8), with the server's reason when it gave one (a closed departure; the fields it refused).
import { createAsyncThunk } from '@reduxjs/toolkit';
import {
  localeOfPath,
  type Booking,
  type BookingRequest,
  type WithHoneypot,
} from '@tours/shared-ui/domain';

import { formFailure, type FormThunkConfig } from '../../../lib/form-failure';
import { BOOKING_FAILED } from '../store-texts';

/** The request body: the validated booking plus the honeypot field, sent as typed (empty). */
export type BookingSubmission = WithHoneypot<BookingRequest>;

/**
 * The booking's language (issue 29, docs/i18n.md): the page's, which its address says (/bn/...
 * Bengali, /hi/... Hindi); the traveller's emails and WhatsApp texts are written in it.
 */
const pageLanguage = () =>
  typeof window === 'undefined' ? undefined : localeOfPath(window.location.pathname);

/**
 * The stored booking, or null when the answer has no reference (the API answers a filled honeypot
 * with an empty 201). Refused: the server's message (else 'Failed to submit booking.') and fields.
 */
export const submitBooking = createAsyncThunk<Booking | null, BookingSubmission, FormThunkConfig>(
  'booking/submit',
  async (submission, { extra, rejectWithValue }) => {
    try {
      const api = await extra.api();
      const stored = await api.bookings.create({
        ...submission,
        language: submission.language ?? pageLanguage(),
      });
      return stored && typeof stored === 'object' && stored.reference ? stored : null;
    } catch (error) {
      console.error('Booking request failed:', error);
      return rejectWithValue(formFailure(error, BOOKING_FAILED));
    }
  },
);
