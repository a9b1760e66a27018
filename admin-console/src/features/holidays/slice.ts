// The agency's calendar (GET /api/calendar) and its edits: POST /api/holidays, DELETE
// /api/holidays/{date}.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgencyCalendar, Holiday } from '@tours/shared-ui/booking-office';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';

import type { ServerRefusal } from '../../components/checked-form';
import { callApi, refusalOf, reportFailure, serverMessage } from '../../lib/call-api';
import {
  fetchValueWorker,
  initialValueState,
  valueReducers,
  type ValueState,
} from '../../lib/load-status';
import { noticeShown } from '../../lib/notices';
import type { OfficeServices } from '../../lib/office-services';
import { HOLIDAYS_TEXTS } from './texts';

export interface HolidaysState extends ValueState<AgencyCalendar> {
  saving: boolean;
  refusal: ServerRefusal | null;
  /** Counts holidays added, so that the form resets. */
  added: number;
  removing: string[];
}

const initialState: HolidaysState = {
  ...initialValueState<AgencyCalendar>(),
  saving: false,
  refusal: null,
  added: 0,
  removing: [],
};

const byDate = (a: Holiday, b: Holiday) => a.date.localeCompare(b.date);

const holidaysSlice = createSlice({
  name: 'holidays',
  initialState,
  reducers: {
    ...valueReducers<AgencyCalendar, HolidaysState>(),
    addRequested(state, _action: PayloadAction<{ date: string; name: string }>) {
      state.saving = true;
      state.refusal = null;
    },
    added(state, action: PayloadAction<Holiday>) {
      state.saving = false;
      state.added += 1;
      if (state.value) {
        state.value.holidays = [...state.value.holidays, action.payload].sort(byDate);
      }
    },
    addRefused(state, action: PayloadAction<ServerRefusal | null>) {
      state.saving = false;
      state.refusal = action.payload;
    },
    removeRequested(state, action: PayloadAction<string>) {
      state.removing.push(action.payload);
    },
    removed(state, action: PayloadAction<string>) {
      state.removing = state.removing.filter((date) => date !== action.payload);
      if (state.value) {
        state.value.holidays = state.value.holidays.filter(
          (holiday) => holiday.date !== action.payload,
        );
      }
    },
    removeFailed(state, action: PayloadAction<string>) {
      state.removing = state.removing.filter((date) => date !== action.payload);
    },
  },
});

export const holidaysActions = holidaysSlice.actions;
export const holidaysReducer = holidaysSlice.reducer;
export const selectHolidays = (state: { holidays: HolidaysState }) => state.holidays;

function* fetchWorker({ office }: OfficeServices): SagaIterator {
  yield* fetchValueWorker(
    office.holidays.calendar,
    holidaysActions,
    HOLIDAYS_TEXTS.failed,
    'Fetching the calendar failed.',
  );
}

function* addWorker(
  { office }: OfficeServices,
  action: PayloadAction<{ date: string; name: string }>,
): SagaIterator {
  try {
    const holiday: Holiday = yield* callApi(office.holidays.create, action.payload);
    yield put(holidaysActions.added(holiday));
    yield put(noticeShown('success', HOLIDAYS_TEXTS.added));
  } catch (error) {
    const refusal = refusalOf(error);
    yield put(holidaysActions.addRefused(refusal));
    if (!refusal) {
      yield call(reportFailure, 'Adding a holiday failed.', error, HOLIDAYS_TEXTS.addFailed);
    }
  }
}

function* removeWorker({ office }: OfficeServices, action: PayloadAction<string>): SagaIterator {
  try {
    yield* callApi(office.holidays.remove, action.payload);
    yield put(holidaysActions.removed(action.payload));
    yield put(noticeShown('success', HOLIDAYS_TEXTS.removed));
  } catch (error) {
    yield put(holidaysActions.removeFailed(action.payload));
    yield call(
      reportFailure,
      'Removing a holiday failed.',
      error,
      serverMessage(error) ?? HOLIDAYS_TEXTS.removeFailed,
    );
  }
}

export function* holidaysSaga(services: OfficeServices): SagaIterator {
  yield all([
    takeLatest(holidaysActions.requested.type, fetchWorker, services),
    takeLatest(holidaysActions.addRequested.type, addWorker, services),
    takeEvery(holidaysActions.removeRequested.type, removeWorker, services),
  ]);
}
