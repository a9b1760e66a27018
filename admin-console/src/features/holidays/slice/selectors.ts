// Selectors over the holidays slice alone.
import type { HolidaysState } from './types';

export const selectHolidays = (state: { holidays: HolidaysState }) => state.holidays;
