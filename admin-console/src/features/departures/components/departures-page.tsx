// /admin/departures (issue 26): the upcoming departures across destinations with their seats and
// money; a new departure, edit, the company's cancellation, delete (only with no bookings).
import type { DepartureOverview } from '@tours/shared-ui/domain';
import { Alert, Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { ManageScreen } from '../../../components/manage-page-header';
import { PageLoading } from '../../../components/page-loading';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { departuresActions } from '../slice';
import { selectDepartures } from '../slice/selectors';
import { DEPARTURES_TEXTS as T } from '../texts';
import { DepartureCancel } from './departure-cancel';
import { DepartureForm } from './departure-form';
import { DeparturesTable } from './departures-table';

/** 'new', the id of the departure edited, or null when the form is closed. */
type Editing = 'new' | string | null;

export function DeparturesPage() {
  const dispatch = useDispatch();
  const confirm = useConfirmDelete();
  const { items, status, error, saved, removing, cancellation } = useSelector(selectDepartures);
  const [editing, setEditing] = useState<Editing>(null);

  useEffect(() => {
    dispatch(departuresActions.listRequested());
  }, [dispatch]);

  // A save closes the form.
  useEffect(() => {
    if (saved) setEditing(null);
  }, [saved]);

  const open = (next: Editing) => {
    dispatch(departuresActions.formOpened());
    dispatch(departuresActions.cancelClosed());
    setEditing(next);
  };
  const edited = items.find((item) => item._id === editing) ?? null;
  const cancelling = items.find((item) => item._id === cancellation.departureId) ?? null;

  let body;
  if (status === 'failed') body = <Alert type="error" showIcon role="alert" title={error} />;
  else if (status !== 'loaded' && items.length === 0) body = <PageLoading text={T.loading} />;
  // Said in a paragraph: antd's empty table greys its text below the contrast WCAG asks.
  else if (items.length === 0) body = <Typography.Paragraph>{T.empty}</Typography.Paragraph>;
  else
    body = (
      <DeparturesTable
        rows={items}
        reloading={status === 'loading'}
        removing={removing}
        onEdit={(departure) => open(departure._id)}
        onCancel={(departure: DepartureOverview) => {
          setEditing(null);
          dispatch(departuresActions.cancelOpened(departure._id));
        }}
        onDelete={(departure) =>
          confirm(T.deleteConfirm, () => dispatch(departuresActions.removeRequested(departure._id)))
        }
      />
    );

  return (
    <ManageScreen
      title={T.title}
      actions={
        <Button type="primary" onClick={() => open('new')}>
          {T.newDeparture}
        </Button>
      }
    >
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      {(editing === 'new' || edited) && (
        <DepartureForm key={editing ?? ''} editing={edited} onClose={() => setEditing(null)} />
      )}
      {cancelling && (
        <DepartureCancel
          key={cancelling._id}
          departure={cancelling}
          others={items.filter(
            (item) => item._id !== cancelling._id && item.open && !item.cancelled,
          )}
        />
      )}
      {body}
    </ManageScreen>
  );
}
