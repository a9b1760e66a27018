// The auth slice: the sign-in state every guard and page reads, changed only by the auth sagas.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { AdminUser, AuthState, Credentials } from './types';

export const initialAuthState: AuthState = {
  status: 'loading',
  user: null,
  error: null,
  busy: false,
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** Firebase reported the current session (a user, or nobody). */
    authChanged(state, action: PayloadAction<AdminUser | null>) {
      state.user = action.payload;
      state.status = action.payload ? 'signedIn' : 'signedOut';
    },
    loginRequested: {
      reducer(state) {
        state.busy = true;
        state.error = null;
      },
      prepare(credentials: Credentials) {
        return { payload: credentials };
      },
    },
    loginSucceeded(state, action: PayloadAction<AdminUser>) {
      state.busy = false;
      state.error = null;
      state.user = action.payload;
      state.status = 'signedIn';
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.busy = false;
      state.error = action.payload;
    },
    logoutRequested(state) {
      state.busy = true;
    },
    logoutSucceeded(state) {
      state.busy = false;
      state.user = null;
      state.status = 'signedOut';
    },
    logoutFailed(state) {
      state.busy = false;
    },
  },
});

export const authActions = authSlice.actions;

export const authReducer = authSlice.reducer;
