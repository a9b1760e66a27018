// The one place where API failures that concern the session are handled, for every feature saga:
// a 401 (still refused after the client's own token refresh) ends the session, a 403 means the
// signed-in account is not an admin. Workers call the API through callApi and get the ApiError back.
import { createAction, type Action } from '@reduxjs/toolkit';
import {
  ApiError,
  createDeparturesApi,
  createGstApi,
  createOnlinePaymentsApi,
  createTranslationsApi,
  serverMessage,
  toApiError,
  type ApiClient,
  type DeparturesApi,
  type GstApi,
  type OnlinePaymentsApi,
  type TranslationsApi,
} from '@tours/shared-ui/api';
import { createBookingOfficeApi, type BookingOfficeApi } from '@tours/shared-ui/booking-office';
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';

import type { ServerRefusal } from '../components/checked-form';
import { noticeShown } from './notices';

export const NOT_ADMIN_MESSAGE = 'This account is not an admin.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
const NOT_ADMIN_NOTICE_KEY = 'not-admin';

/** The API refused the session (401): the auth saga signs out and goes to the login page. */
export const apiUnauthorized = createAction('api/unauthorized');

/**
 * What every feature saga receives to reach the API: the root saga's one client, and the booking
 * office's typed calls (shared-ui createBookingOfficeApi) on that same client, so they carry the ID
 * token and go through the same 401 refresh.
 */
export interface ApiServices {
  api: ApiClient;
  office: BookingOfficeApi;
  /** Dated group departures (issue 26): list, create, edit, cancel, manifest. */
  departures: DeparturesApi;
  /** GST tax documents (issue 27): the settings, a document, its PDF, cancel, reissue, the month. */
  gst: GstApi;
  /** Online payments through Razorpay (issue 28): the owner's list and the refund. */
  onlinePayments: OnlinePaymentsApi;
  /** Content translations (issue 29): the lists' statuses, a record's languages, save, remove. */
  translations: TranslationsApi;
}

export function apiServices(api: ApiClient): ApiServices {
  return {
    api,
    office: createBookingOfficeApi(api.http),
    departures: createDeparturesApi(api.http),
    gst: createGstApi(api.http),
    onlinePayments: createOnlinePaymentsApi(api.http),
    translations: createTranslationsApi(api.http),
  };
}

/**
 * Calls an API function. On 401 puts apiUnauthorized, on 403 tells the admin the account is not
 * an admin; either way (and on every other failure) it throws the normalised ApiError so that
 * the worker can store its own failure state.
 */
export function* callApi<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  ...args: Args
): SagaIterator<Result> {
  try {
    const result: Result = yield call(fn, ...args);
    return result;
  } catch (cause) {
    const error = toApiError(cause);
    if (error.status === 401) {
      yield put(apiUnauthorized());
    } else if (error.status === 403) {
      yield put(noticeShown('error', NOT_ADMIN_MESSAGE, NOT_ADMIN_NOTICE_KEY));
    }
    throw error;
  }
}

/** 401 and 403 were already reported by callApi. */
export function isAccessError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** The text a screen shows for a failed call: the access problem, or the screen's own text. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 403) return NOT_ADMIN_MESSAGE;
  if (error instanceof ApiError && error.status === 401) return SESSION_ENDED_MESSAGE;
  return fallback;
}

/**
 * Logs a failed side effect and tells the admin with an error notification, unless callApi has
 * already reported it (401, 403). SPEC §8 only logs some failures; the console shows them as well.
 */
export function* reportFailure(context: string, error: unknown, text: string): SagaIterator {
  console.error(context, error);
  if (!isAccessError(error)) {
    yield put(noticeShown('error', failureText(error, text)));
  }
}

/** reportFailure in the server's own words when it gives some (a 409's reason), else `fallback`. */
export function* reportFailureInServerWords(
  context: string,
  error: unknown,
  fallback: string,
): SagaIterator {
  yield call(reportFailure, context, error, serverMessage(error) ?? fallback);
}

/**
 * What a form shows of a refused write: a 400's field texts (under its fields) and the server's
 * sentence (a 409's, or a 400's summary). Null for any other failure (reported as a notice).
 */
export function refusalOf(
  error: unknown,
): { fieldErrors: Record<string, string>; message: string | null } | null {
  return error instanceof ApiError && (error.status === 400 || error.status === 409)
    ? { fieldErrors: error.errors, message: serverMessage(error) }
    : null;
}

/**
 * A failed write of a form: its refusal (or null, which clears the form's waiting) put with
 * `refused`, for the form to show; any other failure reported as a notice (reportFailure), in the
 * server's own words when `inServerWords` and it gives some (reportFailureInServerWords).
 */
export function* reportWriteFailure(
  error: unknown,
  refused: (refusal: ServerRefusal | null) => Action,
  failure: { context: string; text: string; inServerWords?: boolean },
): SagaIterator {
  const refusal = refusalOf(error);
  yield put(refused(refusal));
  if (refusal) return;
  const report = failure.inServerWords ? reportFailureInServerWords : reportFailure;
  yield call(report, failure.context, error, failure.text);
}
