// Selectors over the slice alone, so the feature needs nothing from the app's RootState.
import type { AuthState } from './types';

interface WithAuth {
  auth: AuthState;
}

export const selectAuthStatus = (state: WithAuth) => state.auth.status;
export const selectAuthError = (state: WithAuth) => state.auth.error;
export const selectAuthBusy = (state: WithAuth) => state.auth.busy;
