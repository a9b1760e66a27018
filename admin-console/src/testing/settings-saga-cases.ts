// What every settings saga does (lib/settings-resource-saga.ts), as test cases a feature runs in
// its own describe, with its saga's harness, endpoint and texts: fetch, then PUT a change and put
// what the server answers; a refused save's texts kept for the form, any other failure a notice.
import type { Action } from '@reduxjs/toolkit';

import type { ServerRefusal } from '../components/checked-form';
import { noticeAction, type sagaHarness } from './run-saga';

interface SettingsSagaCases<T, Request> {
  start: ReturnType<typeof sagaHarness>;
  actions: {
    requested: () => Action;
    saveRequested: (input: Request) => Action;
    loaded: (value: T) => Action;
    saveSucceeded: (value: T) => Action;
    saveRefused: (refusal: ServerRefusal | null) => Action;
  };
  /** The API path of the settings, e.g. '/settings/gst'. */
  path: string;
  /** What GET answers, the change PUT sends, and what PUT answers. */
  fetched: T;
  change: Request;
  saved: T;
  /** A change the server refuses (400) with these field texts, and one it fails (500). */
  refused: { change: Request; fieldErrors: Record<string, string> };
  failing: Request;
  texts: { saved: string; saveFailed: string };
}

export function settingsSagaCases<T, Request>({
  start,
  actions,
  path,
  fetched,
  change,
  saved,
  refused,
  failing,
  texts,
}: SettingsSagaCases<T, Request>) {
  it('fetches the settings, and saves a change with PUT, putting what the server answers', async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', path, { body: fetched }).on('PUT', path, { body: saved });

    await send(actions.requested());
    await send(actions.saveRequested(change));

    expect(backend.writes()).toMatchObject([{ method: 'PUT', path, body: change }]);
    expect(dispatched).toEqual([
      actions.loaded(fetched),
      actions.saveSucceeded(saved),
      noticeAction('success', texts.saved),
    ]);
  });

  it("keeps a refused save's field texts for the form, and reports any other failure", async () => {
    const { backend, send, dispatched } = start();
    backend.on('PUT', path, {
      status: 400,
      body: { message: 'Check the fields.', errors: refused.fieldErrors },
    });
    await send(actions.saveRequested(refused.change));
    backend.on('PUT', path, { status: 500 });
    await send(actions.saveRequested(failing));

    expect(dispatched).toEqual([
      actions.saveRefused({ fieldErrors: refused.fieldErrors, message: 'Check the fields.' }),
      actions.saveRefused(null),
      noticeAction('error', texts.saveFailed),
    ]);
  });
}
