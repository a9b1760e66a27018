// The online payments screen's slice: the fetched list (load-status value reducers), the
// not-set-up answer, and the refund through Razorpay.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OnlinePayment, OnlinePaymentsList } from '@tours/shared-ui/api';

import type { ServerRefusal } from '../../../components/checked-form';
import { initialValueState, valueReducers } from '../../../lib/load-status';
import type { OnlinePaymentsState, OnlineRefundRequest } from './types';

const initialState: OnlinePaymentsState = {
  ...initialValueState<OnlinePaymentsList>(),
  notSetUp: false,
  refunding: null,
  refusal: null,
  refunded: 0,
};

const list = valueReducers<OnlinePaymentsList, OnlinePaymentsState>();

const onlinePaymentsSlice = createSlice({
  name: 'onlinePayments',
  initialState,
  reducers: {
    ...list,
    loaded(state, action: PayloadAction<OnlinePaymentsList>) {
      list.loaded(state, action);
      state.notSetUp = false;
    },
    notSetUp(state) {
      state.status = 'loaded';
      state.value = null;
      state.notSetUp = true;
    },
    refundRequested(state, action: PayloadAction<OnlineRefundRequest>) {
      state.refunding = action.payload.providerPaymentId;
      state.refusal = null;
    },
    refunded(state, action: PayloadAction<OnlinePayment>) {
      state.refunding = null;
      state.refunded += 1;
      const payments = state.value?.payments ?? [];
      const index = payments.findIndex(
        (payment) => payment.providerPaymentId === action.payload.providerPaymentId,
      );
      if (index >= 0) payments[index] = action.payload;
    },
    refundRefused(state, action: PayloadAction<ServerRefusal | null>) {
      state.refunding = null;
      state.refusal = action.payload;
    },
    refundDismissed(state) {
      state.refusal = null;
    },
  },
});

export const onlinePaymentsActions = onlinePaymentsSlice.actions;
export const onlinePaymentsReducer = onlinePaymentsSlice.reducer;
