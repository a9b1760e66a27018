// Notices for the admin: sagas cannot call App.useApp(), so they put a notice here and the
// NoticeCenter component (inside antd's App) shows it as a themed message or notification.
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type NoticeKind = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  id: string;
  kind: NoticeKind;
  text: string;
  /** Notices with the same key replace each other instead of stacking (e.g. 'not-admin'). */
  key?: string;
}

export interface NoticesState {
  queue: Notice[];
}

const initialState: NoticesState = { queue: [] };

const noticesSlice = createSlice({
  name: 'notices',
  initialState,
  reducers: {
    noticeShown: {
      reducer(state, action: PayloadAction<Notice>) {
        state.queue.push(action.payload);
      },
      prepare(kind: NoticeKind, text: string, key?: string) {
        return { payload: { id: nanoid(), kind, text, ...(key ? { key } : {}) } };
      },
    },
    noticesDelivered(state, action: PayloadAction<string[]>) {
      state.queue = state.queue.filter((notice) => !action.payload.includes(notice.id));
    },
  },
});

export const { noticeShown, noticesDelivered } = noticesSlice.actions;
export const noticesReducer = noticesSlice.reducer;

export const selectNotices = (state: { notices: NoticesState }) => state.notices.queue;
