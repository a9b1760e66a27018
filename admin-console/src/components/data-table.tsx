// The table of an admin screen: one row per item keyed by _id, ten rows a page, scrolling sideways
// on a narrow screen rather than squeezing its columns.
import { Table, type TableColumnsType, type TableProps } from 'antd';

interface DataTableProps<T> extends Pick<TableProps<T>, 'expandable' | 'onRow'> {
  rows: T[];
  columns: TableColumnsType<T>;
  emptyText: string;
  /** The list is being fetched again: the rows stay, dimmed. */
  reloading?: boolean;
}

export function DataTable<T extends { _id: string }>({
  rows,
  columns,
  emptyText,
  reloading = false,
  expandable,
  onRow,
}: DataTableProps<T>) {
  return (
    <Table<T>
      rowKey="_id"
      columns={columns}
      dataSource={rows}
      loading={reloading}
      locale={{ emptyText }}
      expandable={expandable}
      onRow={onRow}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
