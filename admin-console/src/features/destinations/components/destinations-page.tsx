// /admin/manage-destinations (SPEC §2): the destination form (closed until Add or Edit) and the
// table; the list is fetched again after each save or delete.
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { ManagePageHeader } from '../../../components/manage-page-header';
import { PageLoading } from '../../../components/page-loading';
import { SuccessBanner } from '../../../components/success-banner';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { destinationsActions as actions } from '../slice';
import { destinationsSelectors as select } from '../slice/selectors';
import { ADD_BUTTON, DELETE_CONFIRM, DESTINATIONS_LOADING, DESTINATIONS_TITLE } from '../texts';
import { DestinationForm } from './destination-form';
import { DestinationsTable } from './destinations-table';

export function DestinationsPage() {
  const dispatch = useDispatch();
  const confirm = useConfirmDelete();
  const destinations = useSelector(select.selectItems);
  const status = useSelector(select.selectStatus);
  const error = useSelector(select.selectError);
  const editor = useSelector(select.selectEditor);
  const edited = useSelector(select.selectEditedItem);
  const saving = useSelector(select.selectSaving);
  const saveErrors = useSelector(select.selectSaveErrors);
  const deletingId = useSelector(select.selectDeletingId);
  const banner = useSelector(select.selectBanner);

  useEffect(() => {
    dispatch(actions.listRequested());
  }, [dispatch]);

  const confirmDelete = (id: string) =>
    confirm(DELETE_CONFIRM, () => dispatch(actions.deleteRequested(id)));

  return (
    <section aria-labelledby="manage-destinations-heading">
      <ManagePageHeader
        title={DESTINATIONS_TITLE}
        headingId="manage-destinations-heading"
        actions={
          <Button
            type="primary"
            onClick={() => dispatch(actions.createOpened())}
            disabled={editor.open}
          >
            {ADD_BUTTON}
          </Button>
        }
      />
      <SuccessBanner text={banner} onClose={() => dispatch(actions.bannerDismissed())} />
      {editor.open && (
        <DestinationForm
          key={editor.editingId ?? 'new'}
          destination={edited}
          saving={saving}
          serverErrors={saveErrors}
          onSubmit={(input) => dispatch(actions.saveRequested({ id: editor.editingId, input }))}
          onCancel={() => dispatch(actions.editorClosed())}
        />
      )}
      {status === 'idle' || (status === 'loading' && destinations.length === 0) ? (
        <PageLoading text={DESTINATIONS_LOADING} />
      ) : status === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={error} />
      ) : (
        <DestinationsTable
          destinations={destinations}
          deletingId={deletingId}
          reloading={status === 'loading'}
          onEdit={(id) => dispatch(actions.editOpened(id))}
          onDelete={confirmDelete}
        />
      )}
    </section>
  );
}
