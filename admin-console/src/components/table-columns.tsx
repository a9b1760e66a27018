// The row action columns of the admin tables: Edit (content screens) and Delete (every screen), a
// button per row named after the row, e.g. 'Edit Darjeeling', 'Delete booking of Asha Roy'.
import { Button, type TableColumnType } from 'antd';

interface EditColumnOptions<T> {
  title: string;
  /** The button's visible text. */
  text: string;
  /** The button's accessible name. */
  label: (row: T) => string;
  onEdit: (id: string) => void;
}

export function editColumn<T extends { _id: string }>({
  title,
  text,
  label,
  onEdit,
}: EditColumnOptions<T>): TableColumnType<T> {
  return {
    title,
    key: 'edit',
    render: (_, row) => (
      <Button aria-label={label(row)} onClick={() => onEdit(row._id)}>
        {text}
      </Button>
    ),
  };
}

interface DeleteColumnOptions<T> {
  title: string;
  text: string;
  label: (row: T) => string;
  /** The row's delete is on its way: its button waits. */
  deleting: (id: string) => boolean;
  onDelete: (id: string) => void;
}

export function deleteColumn<T extends { _id: string }>({
  title,
  text,
  label,
  deleting,
  onDelete,
}: DeleteColumnOptions<T>): TableColumnType<T> {
  return {
    title,
    key: 'delete',
    render: (_, row) => (
      <Button
        danger
        aria-label={label(row)}
        loading={deleting(row._id)}
        disabled={deleting(row._id)}
        onClick={() => onDelete(row._id)}
      >
        {text}
      </Button>
    ),
  };
}
