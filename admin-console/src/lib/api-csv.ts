// A CSV the API writes (a departure's manifest, the accountant's GST month), fetched with the
// admin's token and handed to the browser as a download: a plain link could not carry the token.
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';

import { callApi, reportFailure } from './call-api';
import { downloadCsv } from './csv';

/**
 * Fetches the CSV and downloads it as `fileName`; a failure is logged as `failure.context` and
 * told with the screen's `failure.text` (the access problem for a 401/403). `finished` is put
 * either way, so the screen's button stops spinning.
 */
export function* downloadApiCsv(
  fetchCsv: () => Promise<string>,
  fileName: string,
  finished: Action,
  failure: { context: string; text: string },
): SagaIterator {
  try {
    const csv: string = yield* callApi(fetchCsv);
    // The API starts it with a BOM, which the browser's decoding may drop; downloadCsv puts one back.
    yield call(downloadCsv, fileName, csv.replace(/^\uFEFF/, ''));
  } catch (error) {
    yield call(reportFailure, failure.context, error, failure.text);
  } finally {
    yield put(finished);
  }
}
