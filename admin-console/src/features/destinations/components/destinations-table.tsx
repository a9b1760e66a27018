// The destinations table (SPEC §2): Name, Price (with rupee signs), Edit, Delete.
import type { Destination } from '@tours/shared-ui/domain';
import type { TableColumnsType } from 'antd';

import { DataTable } from '../../../components/data-table';
import type { ManageListProps } from '../../../components/manage-page';
import { deleteColumn, editColumn } from '../../../components/table-columns';
import { formatPriceList } from '../../../lib/format';
import { COLUMN_TITLES, deleteLabel, DESTINATIONS_TEXTS, editLabel } from '../texts';

export function DestinationsTable({
  items,
  deletingId,
  reloading,
  onEdit,
  onDelete,
}: ManageListProps<Destination>) {
  const columns: TableColumnsType<Destination> = [
    { title: COLUMN_TITLES.name, dataIndex: 'name', key: 'name' },
    {
      title: COLUMN_TITLES.price,
      key: 'price',
      render: (_, destination) => formatPriceList(destination.price ?? []),
    },
    editColumn<Destination>({
      title: COLUMN_TITLES.edit,
      text: DESTINATIONS_TEXTS.edit,
      label: (row) => editLabel(row.name),
      onEdit,
    }),
    deleteColumn<Destination>({
      title: COLUMN_TITLES.delete,
      text: DESTINATIONS_TEXTS.delete,
      label: (row) => deleteLabel(row.name),
      deleting: (id) => id === deletingId,
      onDelete,
    }),
  ];

  return (
    <DataTable<Destination>
      rows={items}
      columns={columns}
      emptyText={DESTINATIONS_TEXTS.empty}
      reloading={reloading}
    />
  );
}
