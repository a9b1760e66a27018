// POST /api/bookings (SPEC §7): the booking enquiry of the dialog's form. The answer is the stored
// booking (docs/booking-office.md: its reference, stage and hold deadline), which the site shows on
// the traveller's booking page; any failure is logged and becomes 'Failed to submit booking.' (SPEC
// §8).
import { createAsyncThunk } from '@reduxjs/toolkit';
import {
  localeOfPath,
  type Booking,
  type BookingRequest,
  type WithHoneypot,
} from '@tours/shared-ui/domain';

import type { AppThunkConfig } from '../../../lib/redux';
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
 * with an empty 201).
 */
export const submitBooking = createAsyncThunk<Booking | null, BookingSubmission, AppThunkConfig>(
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
      return rejectWithValue(BOOKING_FAILED);
    }
  },
);
