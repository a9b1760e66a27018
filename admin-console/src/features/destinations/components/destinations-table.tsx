// The destinations table (SPEC §2): Name, Price (with rupee signs), Edit, Delete.
import type { Destination } from '@tours/shared-ui/domain';
import type { TableColumnsType } from 'antd';

import type { ManageListProps } from '../../../components/manage-page';
import { ManageTable } from '../../../components/table-columns';
import { formatPriceList } from '../../../lib/format';
import { COLUMN_TITLES, DESTINATIONS_TEXTS } from '../texts';

export function DestinationsTable(list: ManageListProps<Destination>) {
  const columns: TableColumnsType<Destination> = [
    { title: COLUMN_TITLES.name, dataIndex: 'name', key: 'name' },
    {
      title: COLUMN_TITLES.price,
      key: 'price',
      render: (_, destination) => formatPriceList(destination.price ?? []),
    },
  ];

  return (
    <ManageTable
      list={list}
      columns={columns}
      texts={DESTINATIONS_TEXTS}
      nameOf={(destination: Destination) => destination.name}
      translations="destinations"
    />
  );
}
