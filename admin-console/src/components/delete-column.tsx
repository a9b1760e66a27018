// The Delete column of a table whose rows can be erased one by one (contact messages, bookings):
// a danger button per row, named after the row, waiting while that row's delete is on its way.
import { Button, type TableColumnType } from 'antd';

interface DeleteColumnOptions<T> {
  title: string;
  /** The button's visible text. */
  text: string;
  /** The button's accessible name, e.g. 'Delete booking of Asha Roy'. */
  label: (row: T) => string;
  deletingIds: readonly string[];
  onDelete: (id: string) => void;
}

export function deleteColumn<T extends { _id: string }>({
  title,
  text,
  label,
  deletingIds,
  onDelete,
}: DeleteColumnOptions<T>): TableColumnType<T> {
  return {
    title,
    key: 'delete',
    render: (_, row) => (
      <Button
        danger
        aria-label={label(row)}
        loading={deletingIds.includes(row._id)}
        disabled={deletingIds.includes(row._id)}
        onClick={() => onDelete(row._id)}
      >
        {text}
      </Button>
    ),
  };
}
