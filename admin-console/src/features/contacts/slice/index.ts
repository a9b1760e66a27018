// The contacts slice: the messages, their fetch state, and the checked changes in flight.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactMessage } from '@tours/shared-ui/domain';

import type { ContactCheckedChange, ContactsState } from './types';

export const initialContactsState: ContactsState = {
  items: [],
  status: 'idle',
  error: null,
  updatingIds: [],
  deletingIds: [],
};

const contactsSlice = createSlice({
  name: 'contacts',
  initialState: initialContactsState,
  reducers: {
    contactsRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    contactsLoaded(state, action: PayloadAction<ContactMessage[]>) {
      state.status = 'loaded';
      state.items = action.payload;
    },
    contactsFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.items = [];
      state.error = action.payload;
    },
    contactCheckedChangeRequested(state, action: PayloadAction<ContactCheckedChange>) {
      state.updatingIds.push(action.payload.id);
    },
    /** SPEC §4: the row changes only once the API has accepted the change. */
    contactCheckedChanged(state, action: PayloadAction<ContactCheckedChange>) {
      const { id, checked } = action.payload;
      state.updatingIds = state.updatingIds.filter((other) => other !== id);
      const message = state.items.find((item) => item._id === id);
      if (message) message.checked = checked;
    },
    contactCheckedChangeFailed(state, action: PayloadAction<string>) {
      state.updatingIds = state.updatingIds.filter((other) => other !== action.payload);
    },
    /** A person asked for their data to be erased: the message goes once the API deleted it. */
    contactDeleteRequested(state, action: PayloadAction<string>) {
      state.deletingIds.push(action.payload);
    },
    contactDeleted(state, action: PayloadAction<string>) {
      state.deletingIds = state.deletingIds.filter((other) => other !== action.payload);
      state.items = state.items.filter((item) => item._id !== action.payload);
    },
    contactDeleteFailed(state, action: PayloadAction<string>) {
      state.deletingIds = state.deletingIds.filter((other) => other !== action.payload);
    },
  },
});

export const {
  contactsRequested,
  contactsLoaded,
  contactsFailed,
  contactCheckedChangeRequested,
  contactCheckedChanged,
  contactCheckedChangeFailed,
  contactDeleteRequested,
  contactDeleted,
  contactDeleteFailed,
} = contactsSlice.actions;

export const contactsReducer = contactsSlice.reducer;
