// The Travel Blogs page chunk (/blogs).
import { useLocation } from '@tours/shared-ui/router';

import { BlogList } from '../../features/blogs/components/blog-list';
import { blogListPage, blogListSearch } from '../../features/blogs/list-page';
import { BLOGS_DESCRIPTION, BLOGS_PAGE_TITLE } from '../../features/blogs/texts';
import { usePageTitle } from '../../lib/page-title';
import { injectBlogsSlice } from '../lazy-slices';

injectBlogsSlice();

export default function BlogsRoute() {
  // /blogs?page=2 is a page of its own (more cards): its canonical names it, not /blogs.
  const { search } = useLocation();
  usePageTitle(BLOGS_PAGE_TITLE, BLOGS_DESCRIPTION, {
    query: blogListSearch('', blogListPage(search)),
  });
  return <BlogList />;
}
