// The blog page chunk (/blogs/{slug}); the page sets its own title and metadata.
import { BlogDetail } from '../../features/blogs/components/blog-detail';
import { injectBlogsSlice } from '../lazy-slices';

injectBlogsSlice();

export default function BlogDetailRoute() {
  return <BlogDetail />;
}
