// The blogs table (SPEC §2): Title, Author, Category, Status (a Draft/Published switch), Edit,
// Delete.
import { DEFAULT_BLOG_CATEGORY, type Blog } from '@tours/shared-ui/domain';
import { Switch, type TableColumnsType } from 'antd';

import type { ManageListProps } from '../../../components/manage-page';
import { ManageTable } from '../../../components/table-columns';
import { BLOGS_TEXTS, COLUMN_TITLES, statusSwitchLabel } from '../texts';

export function BlogsTable(list: ManageListProps<Blog>) {
  const { updatingIds, onChange } = list;
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
          onChange={(published) =>
            onChange({ id: blog._id, changes: { status: published ? 'Published' : 'Draft' } })
          }
        />
      ),
    },
  ];

  return (
    <ManageTable
      list={list}
      columns={columns}
      texts={BLOGS_TEXTS}
      nameOf={(blog: Blog) => blog.title}
      translations="blogs"
    />
  );
}
