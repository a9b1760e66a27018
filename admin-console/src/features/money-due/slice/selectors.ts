// Selectors over the money-due slice alone.
import type { MoneyDueState } from './types';

export const selectMoneyDue = (state: { moneyDue: MoneyDueState }) => state.moneyDue;
