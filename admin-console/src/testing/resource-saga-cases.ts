// What every manage-resource saga does (lib/manage-resource-saga.ts), as test cases a feature runs
// with its own saga, endpoint, fixture and texts: fetch (and its logged, notified failure), POST a
// new item then reload, PUT an edit and DELETE with reloads, a failed save and a 403.
import type { Saga } from 'redux-saga';

import { NOT_ADMIN_MESSAGE, type ApiServices } from '../lib/call-api';
import type { Entity, ResourceActions } from '../lib/manage-resource';
import { noticeAction, sagaHarness } from './run-saga';

interface ResourceSagaCases<T extends Entity> {
  saga: Saga<[ApiServices]>;
  actions: ResourceActions<T, Omit<T, '_id'>>;
  /** The API path of the list, e.g. '/popular'. */
  path: string;
  /** The item the list answers with; its _id is the one edited and deleted. */
  item: T;
  /** What the POST body holds, for the test's title: '{title, description, src, path}'. */
  fields: string;
  texts: {
    fetchFailed: string;
    created: string;
    updated: string;
    deleted: string;
    saveFailed: string;
  };
}

export function describeResourceSaga<T extends Entity>(
  name: string,
  { saga, actions, path, item, fields, texts }: ResourceSagaCases<T>,
) {
  const { _id: id, ...input } = item;

  describe(name, () => {
    const start = sagaHarness(saga, (backend) => backend.on('GET', path, { body: [item] }));

    it('fetches the list; a failure is logged and notified', async () => {
      const { backend, send, dispatched } = start();
      await send(actions.listRequested());
      backend.on('GET', path, { status: 500 });
      await send(actions.listRequested());

      expect(dispatched).toEqual([
        actions.listLoaded([item]),
        actions.listFailed(texts.fetchFailed),
        noticeAction('error', texts.fetchFailed),
      ]);
    });

    it(`POSTs ${fields}: '${texts.created}', then reloads`, async () => {
      const { backend, send, dispatched } = start();
      backend.on('POST', path, { status: 201, body: item });

      await send(actions.saveRequested({ id: null, input }));

      expect(backend.writes()).toEqual([expect.objectContaining({ path, body: input })]);
      expect(dispatched).toEqual([
        actions.saveSucceeded(texts.created),
        actions.listRequested(),
        actions.listLoaded([item]),
      ]);
    });

    it(`PUTs an edit: '${texts.updated}'; DELETE reloads too`, async () => {
      const { backend, send, dispatched } = start();
      backend.on('PUT', `${path}/${id}`, { body: item }).on('DELETE', `${path}/${id}`, {});

      await send(actions.saveRequested({ id, input }));
      await send(actions.deleteRequested(id));

      expect(backend.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `PUT ${path}/${id}`,
        `GET ${path}`,
        `DELETE ${path}/${id}`,
        `GET ${path}`,
      ]);
      expect(dispatched).toContainEqual(actions.saveSucceeded(texts.updated));
      expect(dispatched).toContainEqual(actions.deleteSucceeded(texts.deleted));
    });

    it('reports a failed save, and a 403 as not an admin', async () => {
      const { backend, send, dispatched } = start();
      backend.on('POST', path, { status: 500 });
      await send(actions.saveRequested({ id: null, input }));
      backend.on('POST', path, { status: 403 });
      await send(actions.saveRequested({ id: null, input }));

      expect(dispatched).toEqual([
        actions.saveFailed({}),
        noticeAction('error', texts.saveFailed),
        noticeAction('error', NOT_ADMIN_MESSAGE),
        actions.saveFailed({}),
      ]);
    });
  });
}
