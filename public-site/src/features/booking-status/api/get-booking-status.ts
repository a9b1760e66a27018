// GET /api/bookings/status?reference=R&phone=P (docs/booking-office.md): the traveller's booking as
// it stands. An unknown reference and a wrong phone get the same 404 and message from the API,
// shown as it is; a failure with no message from the server gets LOOKUP_FAILED.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { createBookingOfficeApi, type BookingStatusView } from '@tours/shared-ui/booking-office';
import { serverMessage } from '@tours/shared-ui/domain';

import type { AppThunkConfig } from '../../../lib/redux';
import { LOOKUP_FAILED } from '../texts';

export interface StatusLookup {
  reference: string;
  phone: string;
}

export const fetchBookingStatus = createAsyncThunk<BookingStatusView, StatusLookup, AppThunkConfig>(
  'bookingStatus/fetch',
  async ({ reference, phone }, { extra, rejectWithValue }) => {
    try {
      const { http } = await extra.api();
      return await createBookingOfficeApi(http).bookings.status(reference, phone);
    } catch (error) {
      return rejectWithValue(serverMessage(error) ?? LOOKUP_FAILED);
    }
  },
);
