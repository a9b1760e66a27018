// Manage Blogs: a manage-resource state of blogs; the form works on BlogFormValues (tags and
// meta keywords as comma-separated text), turned into the API's BlogInput on save.
import type { Blog, BlogStatus } from '@tours/shared-ui/domain';

import type { ResourceState } from '../../../lib/manage-resource';

export type BlogsState = ResourceState<Blog>;

export interface BlogFormValues {
  title: string;
  slug: string;
  author: string;
  coverImage: string;
  category: string;
  tags: string;
  introduction: string;
  mainContent: string;
  gallery: string[];
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  status: BlogStatus;
  /** 'YYYY-MM-DD' or ''. */
  publishedDate: string;
}
