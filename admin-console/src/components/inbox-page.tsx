// One inbox screen (bookings, contact messages; SPEC §2): the heading with 'Back to Dashboard' and
// 'Export CSV', the loading text or the failure, and the table: the feature's columns, then the
// row's flag switch (a booking confirmed, a message checked) and Delete, for a person's
// data-deletion request, after a confirmation. The list is fetched when the screen opens.
import { Alert, Switch, type TableColumnsType, type TableProps } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import type { CsvColumn } from '../lib/csv';
import type { InboxActions, InboxState } from '../lib/inbox-resource';
import type { Entity } from '../lib/manage-resource';
import { DataTable } from './data-table';
import { ExportCsvButton } from './export-csv-button';
import { ManageScreen } from './manage-page-header';
import { PageLoading } from './page-loading';
import { deleteColumn } from './table-columns';
import { useConfirmDelete } from './use-confirm-delete';

export interface InboxPageTexts {
  title: string;
  loading: string;
  empty: string;
  deleteConfirm: string;
  /** The Delete button's text. */
  delete: string;
}

interface InboxPageProps<T extends Entity, S> {
  actions: InboxActions<T>;
  selectState: (state: S) => InboxState<T>;
  texts: InboxPageTexts;
  /** The rows the table shows, in order (a filter and a search, newest first). */
  view: (items: T[]) => T[];
  /** The feature's own columns; the switch and Delete follow them. */
  columns: TableColumnsType<T>;
  flag: { title: string; label: (row: T) => string; value: (row: T) => boolean };
  remove: { title: string; label: (row: T) => string };
  /** The export: the rows shown, so one person's rows can be handed over. */
  csv: { columns: CsvColumn<T>[]; fileNamePrefix: string };
  /** Controls above the table (the bookings' filter and search). */
  toolbar?: ReactNode;
  expandable?: TableProps<T>['expandable'];
}

export function InboxPage<T extends Entity, S>({
  actions,
  selectState,
  texts,
  view,
  columns,
  flag,
  remove,
  csv,
  toolbar,
  expandable,
}: InboxPageProps<T, S>) {
  const dispatch = useDispatch();
  const confirm = useConfirmDelete();
  const { items, status, error, updatingIds, deletingIds } = useSelector(selectState);
  const rows = useMemo(() => view(items), [items, view]);

  useEffect(() => {
    dispatch(actions.listRequested());
  }, [actions, dispatch]);

  const allColumns: TableColumnsType<T> = [
    ...columns,
    {
      title: flag.title,
      key: 'flag',
      render: (_, row) => (
        <Switch
          aria-label={flag.label(row)}
          checked={flag.value(row)}
          loading={updatingIds.includes(row._id)}
          disabled={updatingIds.includes(row._id)}
          onChange={(value) => dispatch(actions.flagChangeRequested({ id: row._id, value }))}
        />
      ),
    },
    deleteColumn<T>({
      title: remove.title,
      text: texts.delete,
      label: remove.label,
      deleting: (id) => deletingIds.includes(id),
      onDelete: (id) => confirm(texts.deleteConfirm, () => dispatch(actions.deleteRequested(id))),
    }),
  ];

  let body: ReactNode;
  if (status === 'idle' || status === 'loading') {
    body = <PageLoading text={texts.loading} />;
  } else if (status === 'failed') {
    body = <Alert type="error" showIcon role="alert" title={error} />;
  } else {
    body = (
      <>
        {toolbar}
        <DataTable<T>
          rows={rows}
          columns={allColumns}
          emptyText={texts.empty}
          expandable={expandable}
        />
      </>
    );
  }

  return (
    <ManageScreen
      title={texts.title}
      actions={
        <ExportCsvButton
          rows={status === 'loaded' ? rows : []}
          columns={csv.columns}
          fileNamePrefix={csv.fileNamePrefix}
        />
      }
    >
      {body}
    </ManageScreen>
  );
}
