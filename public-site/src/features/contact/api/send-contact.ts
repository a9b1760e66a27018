// POST /api/contact (SPEC §7): success is status 201. A request that fails rejects with the
// server's `message` when it sent one, else 'Error sending message. Please check your network.'
// (SPEC §8); field errors of a 400 answer come along so the form can show them.
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ContactRequest, WithHoneypot } from '@tours/shared-ui/domain';

import { formFailure, type FormThunkConfig } from '../../../lib/form-failure';
import { CONTACT_NETWORK_ERROR } from '../texts';

/** The request body: the validated message plus the honeypot field, sent as typed (empty). */
export type ContactSubmission = WithHoneypot<ContactRequest>;

export const sendContactMessage = createAsyncThunk<number, ContactSubmission, FormThunkConfig>(
  'contact/send',
  async (submission, { extra, rejectWithValue }) => {
    try {
      const api = await extra.api();
      const { status } = await api.contact.send(submission);
      return status;
    } catch (error) {
      return rejectWithValue(formFailure(error, CONTACT_NETWORK_ERROR));
    }
  },
);
