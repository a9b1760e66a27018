// Selectors over the online payments slice alone.
import type { OnlinePaymentsState } from './types';

export const selectOnlinePayments = (state: { onlinePayments: OnlinePaymentsState }) =>
  state.onlinePayments;
