// One manage screen of a manage-resource (destinations, popular destinations, testimonials, blogs;
// SPEC §2): the heading with 'Back to Dashboard' and Add, the success banner, the form (closed
// until Add or Edit; a new one per item, so switching rows resets it) and the list, a table or a
// card grid, with its loading and error states. The list is fetched when the screen opens and
// again after each save or delete (the saga).
import { Alert, Button } from 'antd';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import type { Entity, ItemChange, ResourceActions, ResourceState } from '../lib/manage-resource';
import { ManageScreen } from './manage-page-header';
import { PageLoading } from './page-loading';
import { SuccessBanner } from './success-banner';
import { useConfirmDelete } from './use-confirm-delete';

/** What a screen's form gets: the item it edits (null for a new one) and the save's state. */
export interface ManageFormProps<T, I> {
  item: T | null;
  saving: boolean;
  serverErrors: Record<string, string>;
  onSubmit: (input: I) => void;
  onCancel: () => void;
}

/** What a screen's list gets: the items, what is in flight, and the row actions. */
export interface ManageListProps<T> {
  items: T[];
  /** The list is being fetched again (after a save or delete): the rows stay, dimmed. */
  reloading: boolean;
  deletingId: string | null;
  updatingIds: string[];
  onEdit: (id: string) => void;
  /** Asks for confirmation first. */
  onDelete: (id: string) => void;
  /** A quick change of one item (a blog's status), applied once the API accepted it. */
  onChange: (change: ItemChange<T>) => void;
}

export interface ManagePageTexts {
  title: string;
  loading: string;
  add: string;
  deleteConfirm: string;
}

interface ManagePageProps<T extends Entity, I, S> {
  actions: ResourceActions<T, I>;
  selectState: (state: S) => ResourceState<T>;
  texts: ManagePageTexts;
  renderForm: (props: ManageFormProps<T, I>) => ReactNode;
  renderList: (props: ManageListProps<T>) => ReactNode;
}

export function ManagePage<T extends Entity, I, S>({
  actions,
  selectState,
  texts,
  renderForm,
  renderList,
}: ManagePageProps<T, I, S>) {
  const dispatch = useDispatch();
  const confirm = useConfirmDelete();
  const { items, status, error, editor, saving, saveErrors, deletingId, updatingIds, banner } =
    useSelector(selectState);
  const edited = editor.editingId
    ? (items.find((item) => item._id === editor.editingId) ?? null)
    : null;

  useEffect(() => {
    dispatch(actions.listRequested());
  }, [actions, dispatch]);

  let list: ReactNode;
  if (status === 'idle' || (status === 'loading' && items.length === 0)) {
    list = <PageLoading text={texts.loading} />;
  } else if (status === 'failed') {
    list = <Alert type="error" showIcon role="alert" title={error} />;
  } else {
    list = renderList({
      items,
      reloading: status === 'loading',
      deletingId,
      updatingIds,
      onEdit: (id) => dispatch(actions.editOpened(id)),
      onDelete: (id) => confirm(texts.deleteConfirm, () => dispatch(actions.deleteRequested(id))),
      onChange: (change) => dispatch(actions.itemUpdateRequested(change)),
    });
  }

  return (
    <ManageScreen
      title={texts.title}
      actions={
        <Button
          type="primary"
          onClick={() => dispatch(actions.createOpened())}
          disabled={editor.open}
        >
          {texts.add}
        </Button>
      }
    >
      <SuccessBanner text={banner} onClose={() => dispatch(actions.bannerDismissed())} />
      {editor.open && (
        <Fragment key={editor.editingId ?? 'new'}>
          {renderForm({
            item: edited,
            saving,
            serverErrors: saveErrors,
            onSubmit: (input) => dispatch(actions.saveRequested({ id: editor.editingId, input })),
            onCancel: () => dispatch(actions.editorClosed()),
          })}
        </Fragment>
      )}
      {list}
    </ManageScreen>
  );
}
