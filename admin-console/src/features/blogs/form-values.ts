// Between a blog and its form (SPEC §5): the slug normalised, tags and meta keywords split from
// comma-separated text, blank gallery entries dropped, an empty date sent as null.
import {
  normalizeBlogSlug,
  splitCommaList,
  type Blog,
  type BlogInput,
  type FieldErrors,
} from '@tours/shared-ui/domain';
import { blogSchema, validate } from '@tours/shared-ui/schemas';

import { formLists, formTexts } from '../../lib/record-form-values';
import type { BlogFormValues } from './slice/types';

export const emptyBlogValues: BlogFormValues = {
  title: '',
  slug: '',
  author: '',
  coverImage: '',
  category: '',
  tags: '',
  introduction: '',
  mainContent: '',
  gallery: [],
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  status: 'Draft',
  publishedDate: '',
};

export function toBlogFormValues(blog: Blog | null): BlogFormValues {
  if (!blog) return emptyBlogValues;
  return {
    ...formTexts(blog, [
      'title',
      'slug',
      'author',
      'coverImage',
      'category',
      'introduction',
      'mainContent',
      'metaTitle',
      'metaDescription',
    ]),
    ...formLists(blog, ['gallery']),
    tags: (blog.tags ?? []).join(', '),
    metaKeywords: (blog.metaKeywords ?? []).join(', '),
    status: blog.status === 'Published' ? 'Published' : 'Draft',
    // The API may send a full timestamp; the date input wants the day.
    publishedDate: blog.publishedDate ? blog.publishedDate.slice(0, 10) : '',
  };
}

export function toBlogInput(
  values: BlogFormValues,
): { ok: true; input: BlogInput } | { ok: false; errors: FieldErrors } {
  const result = validate(blogSchema, {
    ...values,
    slug: normalizeBlogSlug(values.slug ?? ''),
    tags: splitCommaList(values.tags ?? ''),
    metaKeywords: splitCommaList(values.metaKeywords ?? ''),
    gallery: (values.gallery ?? []).map((url) => (url ?? '').trim()).filter(Boolean),
    publishedDate: values.publishedDate || null,
  });
  return result.ok ? { ok: true, input: result.value } : { ok: false, errors: result.errors };
}
