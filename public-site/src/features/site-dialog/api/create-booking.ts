// POST /api/bookings (SPEC §7): the booking enquiry of the dialog's form. The answer's fields are
// not read; any failure is logged and becomes 'Failed to submit booking.' (SPEC §8).
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { BookingRequest } from '@tours/shared-ui/domain';

import type { AppThunkConfig } from '../../../lib/redux';
import { BOOKING_FAILED } from '../texts';

/** The request body: the validated booking plus the honeypot field, sent as typed (empty). */
export type BookingSubmission = BookingRequest & { website: string };

export const submitBooking = createAsyncThunk<void, BookingSubmission, AppThunkConfig>(
  'booking/submit',
  async (submission, { extra, rejectWithValue }) => {
    try {
      await extra.api.bookings.create(submission);
    } catch (error) {
      console.error('Booking request failed:', error);
      return rejectWithValue(BOOKING_FAILED);
    }
    return undefined;
  },
);
