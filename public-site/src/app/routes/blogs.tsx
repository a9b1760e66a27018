// The Travel Blogs page chunk (/blogs). A page of the list past its last (/blogs?page=999) is not
// found: the not-found page, and a 404 from the server render.
import { useSelector } from 'react-redux';
import { useLocation } from '@tours/shared-ui/router';

import { BlogList } from '../../features/blogs/components/blog-list';
import { blogListPage, blogListPageExists, blogListSearch } from '../../features/blogs/list-page';
import { selectBlogs } from '../../features/blogs/slice/selectors';
import { blogsTexts } from '../../features/blogs/texts';
import { useTexts } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { injectBlogsSlice } from '../lazy-slices';
import NotFoundRoute from './not-found';

injectBlogsSlice();

function BlogsPage({ page }: { page: number }) {
  // /blogs?page=2 is a page of its own (more cards): its canonical names it, not /blogs.
  const t = useTexts(blogsTexts);
  usePageTitle(t('pageTitle'), t('description'), { query: blogListSearch('', page) });
  return <BlogList />;
}

export default function BlogsRoute() {
  const page = blogListPage(useLocation().search);
  const { published, loaded } = useSelector(selectBlogs);
  if (loaded && !blogListPageExists(page, published.length)) return <NotFoundRoute />;
  return <BlogsPage page={page} />;
}
