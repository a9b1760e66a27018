// The Travel Blogs page chunk (/blogs).
import { BlogList } from '../../features/blogs/components/blog-list';
import { BLOGS_DESCRIPTION, BLOGS_PAGE_TITLE } from '../../features/blogs/texts';
import { titledPage } from '../../lib/page-title';
import { injectBlogsSlice } from '../lazy-slices';

injectBlogsSlice();

export default titledPage(BlogList, BLOGS_PAGE_TITLE, BLOGS_DESCRIPTION);
