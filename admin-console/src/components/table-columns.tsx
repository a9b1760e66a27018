// The row action columns of the admin tables: Edit (content screens) and Delete (every screen), a
// button per row named after the row, e.g. 'Edit Darjeeling', 'Delete booking of Asha Roy'.
import type { TranslationKind } from '@tours/shared-ui/translations';
import { Button, type TableColumnType, type TableColumnsType } from 'antd';

import { DataTable } from './data-table';
import type { ManageListProps } from './manage-page';
import { useTranslationBadges, withBadges } from './translation-badges';

interface RowButtonOptions<T> {
  key: string;
  title: string;
  /** The button's visible text. */
  text: string;
  /** The button's accessible name. */
  label: (row: T) => string;
  onClick: (id: string) => void;
  danger?: boolean;
  /** The row's action is on its way: its button waits. */
  busy?: (id: string) => boolean;
}

/** A column with one button per row. */
function rowButtonColumn<T extends { _id: string }>({
  key,
  title,
  text,
  label,
  onClick,
  danger = false,
  busy = () => false,
}: RowButtonOptions<T>): TableColumnType<T> {
  return {
    title,
    key,
    render: (_, row) => (
      <Button
        danger={danger}
        aria-label={label(row)}
        loading={busy(row._id)}
        disabled={busy(row._id)}
        onClick={() => onClick(row._id)}
      >
        {text}
      </Button>
    ),
  };
}

type EditColumnOptions<T> = Pick<RowButtonOptions<T>, 'title' | 'text' | 'label'> & {
  onEdit: (id: string) => void;
};

export function editColumn<T extends { _id: string }>({
  onEdit,
  ...button
}: EditColumnOptions<T>): TableColumnType<T> {
  return rowButtonColumn<T>({ ...button, key: 'edit', onClick: onEdit });
}

type DeleteColumnOptions<T> = Pick<RowButtonOptions<T>, 'title' | 'text' | 'label'> & {
  /** The row's delete is on its way: its button waits. */
  deleting: (id: string) => boolean;
  onDelete: (id: string) => void;
};

export function deleteColumn<T extends { _id: string }>({
  deleting,
  onDelete,
  ...button
}: DeleteColumnOptions<T>): TableColumnType<T> {
  return rowButtonColumn<T>({
    ...button,
    key: 'delete',
    danger: true,
    busy: deleting,
    onClick: onDelete,
  });
}

interface EditDeleteTexts {
  edit: string;
  delete: string;
  /** The buttons' accessible names, from the row's name: 'Edit Darjeeling'. */
  editLabel: (name: string) => string;
  deleteLabel: (name: string) => string;
}

/** A content table's Edit and Delete columns, named by lib/manage-texts.ts and `nameOf(row)`. */
export function editDeleteColumns<T extends { _id: string }>(
  texts: EditDeleteTexts,
  nameOf: (row: T) => string,
  list: { deletingId: string | null; onEdit: (id: string) => void; onDelete: (id: string) => void },
): TableColumnType<T>[] {
  return [
    editColumn<T>({
      title: texts.edit,
      text: texts.edit,
      label: (row) => texts.editLabel(nameOf(row)),
      onEdit: list.onEdit,
    }),
    deleteColumn<T>({
      title: texts.delete,
      text: texts.delete,
      label: (row) => texts.deleteLabel(nameOf(row)),
      deleting: (id) => id === list.deletingId,
      onDelete: list.onDelete,
    }),
  ];
}

interface ManageTableProps<T extends { _id: string }> {
  list: ManageListProps<T>;
  /** The feature's own columns; Edit and Delete follow them. */
  columns: TableColumnsType<T>;
  texts: EditDeleteTexts & { empty: string };
  /** What names a row in its buttons' accessible names. */
  nameOf: (row: T) => string;
  /** The rows' content translations: their badges under each row's name (issue 29). */
  translations: TranslationKind;
}

/**
 * A content screen's table (blogs, destinations): its columns, the first (the row's name) with
 * the translations' badges under it (SPEC §2's columns stay as they are), then Edit and Delete.
 */
export function ManageTable<T extends { _id: string }>({
  list,
  columns,
  texts,
  nameOf,
  translations,
}: ManageTableProps<T>) {
  const { badgesOf, note } = useTranslationBadges(translations, list.items);
  const [first, ...rest] = columns;
  return (
    <>
      {note}
      <DataTable<T>
        rows={list.items}
        columns={[
          ...(first ? [withBadges(first, badgesOf)] : []),
          ...rest,
          ...editDeleteColumns(texts, nameOf, list),
        ]}
        emptyText={texts.empty}
        reloading={list.reloading}
      />
    </>
  );
}
