// One inbox screen (bookings, contact messages; SPEC §2): the heading with 'Back to Dashboard' and
// 'Export CSV', the loading text or the failure, and the table: the feature's columns, then the
// row's flag switch (a booking confirmed, a message checked) and Delete, for a person's
// data-deletion request, after a confirmation. The list is fetched when the screen opens.
// On a phone (NARROW_SCREEN) a screen that gives a `card` shows a list of cards instead of the
// table, each with the same switch and Delete, so nothing scrolls sideways.
import { Alert, Flex, Switch, type TableColumnsType, type TableProps } from 'antd';
import { useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from '@tours/shared-ui/router';

import type { CsvColumn } from '../lib/csv';
import type { InboxActions, InboxState } from '../lib/inbox-resource';
import type { Entity } from '../lib/manage-resource';
import { NARROW_SCREEN, useMediaQuery } from '../lib/use-media-query';
import { CardList } from './card-list';
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
  /** The switch column's title, and a row's switch's accessible name from the row's name. */
  flagTitle: string;
  flagLabel: (name: string) => string;
  /** The Delete column's title, and a row's Delete button's accessible name. */
  deleteTitle: string;
  deleteLabel: (name: string) => string;
}

/** A row of an inbox: a person's request or message, named by the person. */
type InboxRow = Entity & { name: string };

interface InboxPageProps<T extends InboxRow, S> {
  actions: InboxActions<T>;
  selectState: (state: S) => InboxState<T>;
  texts: InboxPageTexts;
  /** The rows the table shows, in order (a filter and a search, newest first). */
  view: (items: T[]) => T[];
  /** The feature's own columns; the switch and Delete follow them. */
  columns: TableColumnsType<T>;
  /** The row's flag (a booking confirmed, a message checked), shown as its switch. */
  flag: (row: T) => boolean;
  /** The export: the rows shown, so one person's rows can be handed over. */
  csv: { columns: CsvColumn<T>[]; fileNamePrefix: string };
  /** Controls above the table (the bookings' filter and search). */
  toolbar?: ReactNode;
  expandable?: TableProps<T>['expandable'];
  /** A row (or card) opens this page when clicked outside its controls. */
  rowHref?: (row: T) => string;
  /** What a card shows of a row on a narrow screen; without it the table stays. */
  card?: (row: T) => ReactNode;
  /** Buttons beside Export CSV (the bookings' 'New booking'). */
  headerActions?: ReactNode;
  /** Shown between the heading and the list (the new booking form). */
  above?: ReactNode;
  /** Whether a row can be deleted (a booking with payments cannot); every row when not given. */
  canDelete?: (row: T) => boolean;
  /** A new answer is on its way (a search): the rows stay, dimmed, with the toolbar. */
  reloading?: boolean;
}

/** A click on a row's own controls (switch, Delete, a link) is theirs, not the row's. */
const onControl = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest('button, a, input, [role="switch"]');

export function InboxPage<T extends InboxRow, S>({
  actions,
  selectState,
  texts,
  view,
  columns,
  flag,
  csv,
  toolbar,
  expandable,
  rowHref,
  card,
  headerActions,
  above,
  canDelete = () => true,
  reloading = false,
}: InboxPageProps<T, S>) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const confirm = useConfirmDelete();
  const { items, status, error, updatingIds, deletingIds } = useSelector(selectState);
  const rows = useMemo(() => view(items), [items, view]);

  useEffect(() => {
    dispatch(actions.listRequested());
  }, [actions, dispatch]);

  const flagSwitch = (row: T) => (
    <Switch
      aria-label={texts.flagLabel(row.name)}
      checked={flag(row)}
      loading={updatingIds.includes(row._id)}
      disabled={updatingIds.includes(row._id)}
      onChange={(value) => dispatch(actions.flagChangeRequested({ id: row._id, value }))}
    />
  );
  const deleteButtons = deleteColumn<T>({
    title: texts.deleteTitle,
    text: texts.delete,
    label: (row) => texts.deleteLabel(row.name),
    deleting: (id) => deletingIds.includes(id),
    onDelete: (id) => confirm(texts.deleteConfirm, () => dispatch(actions.deleteRequested(id))),
  });
  // No Delete where the server would refuse it: the cell stays empty.
  const removeColumn: typeof deleteButtons = {
    ...deleteButtons,
    render: (value, row, index) =>
      canDelete(row) ? (deleteButtons.render?.(value, row, index) as ReactNode) : null,
  };
  const allColumns: TableColumnsType<T> = [
    ...columns,
    { title: texts.flagTitle, key: 'flag', render: (_, row) => flagSwitch(row) },
    removeColumn,
  ];
  const open = (row: T) => (event: MouseEvent) => {
    if (rowHref && !onControl(event)) void navigate(rowHref(row));
  };

  let body: ReactNode;
  if (status === 'idle' || status === 'loading') {
    body = <PageLoading text={texts.loading} />;
  } else if (status === 'failed') {
    body = <Alert type="error" showIcon role="alert" title={error} />;
  } else if (narrow && card) {
    body = (
      <>
        {toolbar}
        {rows.length === 0 ? (
          <p>{texts.empty}</p>
        ) : (
          <CardList
            rows={rows}
            cardProps={(row) => ({
              hoverable: Boolean(rowHref),
              onClick: open(row),
              style: { cursor: rowHref ? 'pointer' : undefined },
            })}
            card={(row) => (
              <>
                {card(row)}
                <Flex gap="middle" align="center" justify="space-between" style={{ marginTop: 12 }}>
                  <Flex gap="small" align="center">
                    {flagSwitch(row)}
                    <span aria-hidden>{texts.flagTitle}</span>
                  </Flex>
                  {removeColumn.render?.(undefined, row, 0) as ReactNode}
                </Flex>
              </>
            )}
          />
        )}
      </>
    );
  } else {
    body = (
      <>
        {toolbar}
        <DataTable<T>
          rows={rows}
          columns={allColumns}
          emptyText={texts.empty}
          reloading={reloading}
          expandable={expandable}
          onRow={
            rowHref ? (row) => ({ onClick: open(row), style: { cursor: 'pointer' } }) : undefined
          }
        />
      </>
    );
  }

  return (
    <ManageScreen
      title={texts.title}
      actions={
        <>
          {headerActions}
          <ExportCsvButton
            rows={status === 'loaded' ? rows : []}
            columns={csv.columns}
            fileNamePrefix={csv.fileNamePrefix}
          />
        </>
      }
    >
      {above}
      {body}
    </ManageScreen>
  );
}
