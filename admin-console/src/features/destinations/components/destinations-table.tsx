// The destinations table (SPEC §2): Name, Price (with rupee signs), Edit, Delete.
import type { Destination } from '@tours/shared-ui/domain';
import { Button, Table, type TableColumnsType } from 'antd';

import { formatPriceList } from '../../../lib/format';
import { COLUMN_TITLES, DELETE, deleteLabel, DESTINATIONS_EMPTY, EDIT, editLabel } from '../texts';

interface DestinationsTableProps {
  destinations: Destination[];
  deletingId: string | null;
  /** The list is being fetched again (after a save or delete): the rows stay, dimmed. */
  reloading: boolean;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

export function DestinationsTable({
  destinations,
  deletingId,
  reloading,
  onEdit,
  onDelete,
}: DestinationsTableProps) {
  const columns: TableColumnsType<Destination> = [
    { title: COLUMN_TITLES.name, dataIndex: 'name', key: 'name' },
    {
      title: COLUMN_TITLES.price,
      key: 'price',
      render: (_, destination) => formatPriceList(destination.price ?? []),
    },
    {
      title: COLUMN_TITLES.edit,
      key: 'edit',
      render: (_, destination) => (
        <Button aria-label={editLabel(destination.name)} onClick={() => onEdit(destination._id)}>
          {EDIT}
        </Button>
      ),
    },
    {
      title: COLUMN_TITLES.delete,
      key: 'delete',
      render: (_, destination) => (
        <Button
          danger
          aria-label={deleteLabel(destination.name)}
          disabled={deletingId === destination._id}
          onClick={() => onDelete(destination._id)}
        >
          {DELETE}
        </Button>
      ),
    },
  ];

  return (
    <Table<Destination>
      rowKey="_id"
      columns={columns}
      dataSource={destinations}
      loading={reloading}
      locale={{ emptyText: DESTINATIONS_EMPTY }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
