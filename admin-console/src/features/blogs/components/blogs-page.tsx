// /admin/manage-blogs (SPEC §2): the blog form (closed until Add or Edit) and the table with its
// quick Draft/Published switch; the list is fetched again after each save or delete.
import { useSelector } from 'react-redux';

import { ManagePage } from '../../../components/manage-page';
import { blogsActions } from '../slice';
import { blogsSelectors, selectBlogCategories } from '../slice/selectors';
import { BLOGS_TEXTS } from '../texts';
import { BlogForm } from './blog-form';
import { BlogsTable } from './blogs-table';

export function BlogsPage() {
  const categories = useSelector(selectBlogCategories);
  return (
    <ManagePage
      actions={blogsActions}
      selectState={blogsSelectors.selectState}
      texts={BLOGS_TEXTS}
      renderForm={(form) => <BlogForm {...form} categories={categories} />}
      renderList={(list) => <BlogsTable {...list} />}
    />
  );
}
