// The money-due view: the rows and their fetch state (load-status value reducers).
import { createSlice } from '@reduxjs/toolkit';
import type { MoneyDueRow } from '@tours/shared-ui/booking-office';

import { initialValueState, valueReducers } from '../../../lib/load-status';
import type { MoneyDueState } from './types';

const moneyDueSlice = createSlice({
  name: 'moneyDue',
  initialState: initialValueState<MoneyDueRow[]>(),
  reducers: valueReducers<MoneyDueRow[], MoneyDueState>(),
});

export const moneyDueActions = moneyDueSlice.actions;
export const moneyDueReducer = moneyDueSlice.reducer;
