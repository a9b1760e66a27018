// The Travel Blogs page chunk (/blogs).
import { BlogList } from '../../features/blogs/components/blog-list';
import { BLOGS_DESCRIPTION, BLOGS_PAGE_TITLE } from '../../features/blogs/texts';
import { usePageTitle } from '../../lib/page-title';
import { injectBlogsSlice } from '../lazy-slices';

injectBlogsSlice();

export default function BlogsRoute() {
  usePageTitle(BLOGS_PAGE_TITLE, BLOGS_DESCRIPTION);
  return <BlogList />;
}
