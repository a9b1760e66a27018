// The blog page chunk (/blogs/{slug}); the page sets its own title and metadata.
import { BlogDetail } from '../../features/blogs/components/blog-detail';

export default function BlogDetailRoute() {
  return <BlogDetail />;
}
