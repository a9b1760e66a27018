import type { RecordTranslations } from '@tours/shared-ui/api';

import { noticeAction, sagaHarness } from '../../../../testing/run-saga';
import { TRANSLATIONS_TEXTS as T } from '../../texts';
import { translationsActions as actions } from '..';
import { translationsSaga } from '../saga';

const ref = { kind: 'popular' as const, id: 'p1' };
const record: RecordTranslations = {
  english: { title: 'Sikkim', description: 'Mountains and monasteries.' },
  bn: null,
  hi: { fields: { title: 'सिक्किम' }, updatedAt: '2026-11-27T10:00:00.000Z' },
};

describe('translationsSaga', () => {
  const start = sagaHarness(translationsSaga);

  it('fetches a kind’s statuses for the list badges', async () => {
    const { backend, send, dispatched } = start();
    const byId = { p1: { bn: 'missing' as const, hi: 'partial' as const } };
    backend.on('GET', '/translations/popular', { body: byId });

    await send(actions.statusesRequested('popular'));

    expect(dispatched).toEqual([actions.statusesLoaded({ kind: 'popular', byId })]);
  });

  it('marks the statuses failed (no badges that would read complete), without a notice', async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/translations/blogs', { status: 500 });

    await send(actions.statusesRequested('blogs'));

    expect(dispatched).toEqual([actions.statusesFailed('blogs')]);
  });

  it('fetches one record’s English and translations, or says it could not', async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/translations/popular/p1', { body: record });
    await send(actions.recordRequested(ref));
    expect(dispatched).toEqual([actions.recordLoaded({ ref, value: record })]);

    backend.on('GET', '/translations/popular/p1', { status: 500 });
    await send(actions.recordRequested(ref));
    expect(dispatched[1]).toEqual(actions.recordFailed({ ref, error: T.fetchFailed }));
  });

  it('saves a language with PUT, says so and refreshes the badges', async () => {
    const { backend, send, dispatched } = start();
    const stored = { fields: { title: 'সিকিম' }, updatedAt: '2026-11-27T11:00:00.000Z' };
    backend
      .on('PUT', '/translations/popular/p1/bn', { body: stored })
      .on('GET', '/translations/popular', { body: {} });

    await send(actions.saveRequested({ ...ref, locale: 'bn', fields: { title: 'সিকিম' } }));

    expect(backend.writes()).toMatchObject([
      { method: 'PUT', path: '/translations/popular/p1/bn', body: { title: 'সিকিম' } },
    ]);
    expect(dispatched.slice(0, 3)).toEqual([
      actions.stored({ ref, locale: 'bn', stored }),
      noticeAction('success', T.saved('bn')),
      actions.statusesRequested('popular'),
    ]);
  });

  it('keeps a 400’s sentence and field texts for the form, with no notice', async () => {
    const { backend, send, dispatched } = start();
    backend.on('PUT', '/translations/popular/p1/hi', {
      status: 400,
      body: { message: 'Title is too long.', errors: { title: 'At most 120 characters.' } },
    });

    await send(actions.saveRequested({ ...ref, locale: 'hi', fields: { title: 'x' } }));

    expect(dispatched).toEqual([
      actions.saveRefused({
        ref,
        locale: 'hi',
        refusal: {
          message: 'Title is too long.',
          fieldErrors: { title: 'At most 120 characters.' },
        },
      }),
    ]);
  });

  it('tells any other failure of a save in the server’s words, or its own', async () => {
    const { backend, send, dispatched } = start();
    backend.on('PUT', '/translations/popular/p1/bn', { status: 500 });

    await send(actions.saveRequested({ ...ref, locale: 'bn', fields: { title: 'সিকিম' } }));

    expect(dispatched).toEqual([
      actions.writeFailed({ ref, locale: 'bn' }),
      noticeAction('error', T.saveFailed('bn')),
    ]);
  });

  it('removes a language with DELETE, says so and refreshes the badges', async () => {
    const { backend, send, dispatched } = start();
    backend
      .on('DELETE', '/translations/popular/p1/hi', { status: 204 })
      .on('GET', '/translations/popular', { body: {} });

    await send(actions.removeRequested({ ...ref, locale: 'hi' }));

    expect(backend.writes()).toMatchObject([
      { method: 'DELETE', path: '/translations/popular/p1/hi' },
    ]);
    expect(dispatched.slice(0, 3)).toEqual([
      actions.stored({ ref, locale: 'hi', stored: null }),
      noticeAction('success', T.removed('hi')),
      actions.statusesRequested('popular'),
    ]);
  });
});
