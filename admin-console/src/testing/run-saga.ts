// Runs a saga whole against a recording store: what it put() is kept in order, and put() actions
// also reach its take()/takeLatest watchers, as in the real store.
import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga, type Task } from 'redux-saga';

import type { ApiServices } from '../lib/call-api';
import { createFakeApi, type FakeBackend } from './fake-api';

export function recordSaga<S extends Saga>(saga: S, ...args: Parameters<S>) {
  const channel = stdChannel();
  const dispatched: Action[] = [];
  const task = runSaga(
    {
      channel,
      dispatch: (action: Action) => {
        dispatched.push(action);
        channel.put(action);
      },
      getState: () => ({}),
    },
    saga,
    ...args,
  );
  return {
    task,
    dispatched,
    /** An action from outside (a component), heard by the watchers but not recorded. */
    dispatch: (action: Action) => channel.put(action),
    /** The dispatched actions' types, for order checks. */
    types: () => dispatched.map((action) => action.type),
  };
}

/**
 * A feature saga under test, for a describe block: `start()` runs it afresh against the fake API
 * (answering what `answer` sets up first); console.error is muted (the sagas log their failures)
 * and the run is cancelled after each test.
 */
export function sagaHarness(saga: Saga<[ApiServices]>, answer?: (backend: FakeBackend) => void) {
  let running: Task | undefined;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => running?.cancel());
  return function start() {
    const { services, backend } = createFakeApi();
    answer?.(backend);
    const run = recordSaga(saga, services);
    running = run.task;
    /** Dispatches the actions from outside, together, and waits for the saga to finish them. */
    const send = async (...actions: Action[]) => {
      actions.forEach(run.dispatch);
      await flush();
    };
    return { backend, send, ...run };
  };
}

/** Lets pending promises (the fake backend's answers) and the saga steps after them run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Matches a noticeShown action of the given kind and text, whatever its generated id. */
export function noticeAction(kind: string, text: string) {
  return {
    type: 'notices/noticeShown',
    payload: expect.objectContaining({ kind, text }),
  };
}
