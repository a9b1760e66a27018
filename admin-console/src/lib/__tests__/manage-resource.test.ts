import { createResourceSlice, initialResourceState } from '../manage-resource';

interface Item {
  _id: string;
  name: string;
  status?: string;
}

const { actions, reducer } = createResourceSlice<Item, Omit<Item, '_id'>>('items');
const loaded = reducer(
  undefined,
  actions.listLoaded([
    { _id: 'a', name: 'A' },
    { _id: 'b', name: 'B' },
  ]),
);

describe('createResourceSlice', () => {
  it('starts with the form closed and nothing loaded', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual(initialResourceState());
  });

  it('opens the form empty or for an item, and a successful save closes it with the banner', () => {
    let state = reducer(loaded, actions.editOpened('b'));
    expect(state.editor).toEqual({ open: true, editingId: 'b' });
    state = reducer(state, actions.saveRequested({ id: 'b', input: { name: 'B2' } }));
    expect(state.saving).toBe(true);
    state = reducer(state, actions.saveSucceeded('Saved!'));
    expect(state).toMatchObject({
      saving: false,
      editor: { open: false, editingId: null },
      banner: 'Saved!',
    });

    state = reducer(state, actions.createOpened());
    expect(state).toMatchObject({ editor: { open: true, editingId: null }, banner: null });
    state = reducer(state, actions.saveFailed({ name: 'Name is required.' }));
    expect(state).toMatchObject({
      editor: { open: true },
      saveErrors: { name: 'Name is required.' },
    });
    state = reducer(state, actions.editorClosed());
    expect(state).toMatchObject({ editor: { open: false }, saveErrors: {} });
  });

  it('closes the form of an item that was deleted, and empties the list when a fetch fails', () => {
    let state = reducer(loaded, actions.editOpened('a'));
    state = reducer(state, actions.deleteRequested('a'));
    state = reducer(state, actions.deleteSucceeded('Deleted!'));
    expect(state).toMatchObject({ editor: { open: false }, deletingId: null, banner: 'Deleted!' });

    state = reducer(state, actions.listFailed('Failed.'));
    expect(state).toMatchObject({ status: 'failed', items: [], error: 'Failed.' });
  });

  it('changes one row only when its update succeeded', () => {
    let state = reducer(loaded, actions.itemUpdateRequested({ id: 'a', changes: { status: 'x' } }));
    expect(state.updatingIds).toEqual(['a']);
    expect(state.items[0]).toEqual({ _id: 'a', name: 'A' });
    state = reducer(state, actions.itemUpdated({ id: 'a', changes: { status: 'x' } }));
    expect(state.items[0]).toEqual({ _id: 'a', name: 'A', status: 'x' });
    state = reducer(state, actions.itemUpdateRequested({ id: 'b', changes: { status: 'y' } }));
    state = reducer(state, actions.itemUpdateFailed('b'));
    expect(state).toMatchObject({
      updatingIds: [],
      items: [{ status: 'x' }, { _id: 'b', name: 'B' }],
    });
  });
});
