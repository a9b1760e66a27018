// GET /api/blogs/slug/{slug} (SPEC §7): the blog, or null when there is none with that slug.
// Failure: the server's message or 'Failed to fetch blog' (SPEC §8).
import { createAsyncThunk } from '@reduxjs/toolkit';
import { serverMessage, type Blog } from '@tours/shared-ui/domain';

import type { AppThunkConfig } from '../../../lib/redux';
import type { BlogsRootState } from '../slice/types';
import { BLOG_FETCH_FAILED } from '../texts';

export const fetchBlogBySlug = createAsyncThunk<
  Blog | null,
  string,
  AppThunkConfig<BlogsRootState>
>('blogs/fetchBySlug', async (slug, { extra, rejectWithValue }) => {
  try {
    const api = await extra.api();
    const blog = await api.blogs.bySlug(slug);
    // An empty answer ('' or {}) is "no such blog" too.
    return blog && typeof blog === 'object' && '_id' in blog ? blog : null;
  } catch (error) {
    return rejectWithValue(serverMessage(error) ?? BLOG_FETCH_FAILED);
  }
});
