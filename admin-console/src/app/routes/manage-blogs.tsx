// /admin/manage-blogs, its own lazily loaded chunk (with the rich-text editor).
import { BlogsPage } from '../../features/blogs/components/blogs-page';

export default BlogsPage;
