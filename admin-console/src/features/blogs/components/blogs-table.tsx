// The blogs table (SPEC §2): Title, Author, Category, Status (a Draft/Published switch), Edit,
// Delete.
import { DEFAULT_BLOG_CATEGORY, type Blog } from '@tours/shared-ui/domain';
import { Button, Switch, Table, type TableColumnsType } from 'antd';

import {
  BLOGS_EMPTY,
  COLUMN_TITLES,
  DELETE,
  deleteLabel,
  EDIT,
  editLabel,
  statusSwitchLabel,
} from '../texts';

interface BlogsTableProps {
  blogs: Blog[];
  deletingId: string | null;
  updatingIds: string[];
  reloading: boolean;
  onStatusChange: (id: string, published: boolean) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

export function BlogsTable({
  blogs,
  deletingId,
  updatingIds,
  reloading,
  onStatusChange,
  onEdit,
  onDelete,
}: BlogsTableProps) {
  const columns: TableColumnsType<Blog> = [
    { title: COLUMN_TITLES.title, dataIndex: 'title', key: 'title' },
    { title: COLUMN_TITLES.author, dataIndex: 'author', key: 'author' },
    {
      title: COLUMN_TITLES.category,
      key: 'category',
      render: (_, blog) => blog.category || DEFAULT_BLOG_CATEGORY,
    },
    {
      title: COLUMN_TITLES.status,
      key: 'status',
      render: (_, blog) => (
        <Switch
          aria-label={statusSwitchLabel(blog.title)}
          checked={blog.status === 'Published'}
          checkedChildren="Published"
          unCheckedChildren="Draft"
          loading={updatingIds.includes(blog._id)}
          disabled={updatingIds.includes(blog._id)}
          onChange={(checked) => onStatusChange(blog._id, checked)}
        />
      ),
    },
    {
      title: COLUMN_TITLES.edit,
      key: 'edit',
      render: (_, blog) => (
        <Button aria-label={editLabel(blog.title)} onClick={() => onEdit(blog._id)}>
          {EDIT}
        </Button>
      ),
    },
    {
      title: COLUMN_TITLES.delete,
      key: 'delete',
      render: (_, blog) => (
        <Button
          danger
          aria-label={deleteLabel(blog.title)}
          disabled={deletingId === blog._id}
          onClick={() => onDelete(blog._id)}
        >
          {DELETE}
        </Button>
      ),
    },
  ];

  return (
    <Table<Blog>
      rowKey="_id"
      columns={columns}
      dataSource={blogs}
      loading={reloading}
      locale={{ emptyText: BLOGS_EMPTY }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
