// GET /api/blogs (SPEC §7): an object with a blogs array. The whole list is kept as `all`, and the
// ones with status Published as `published` (the public list). Failure: the server's message or
// 'Failed to fetch blogs' (SPEC §8).
import { createAsyncThunk } from '@reduxjs/toolkit';
import { serverMessage, type Blog } from '@tours/shared-ui/domain';

import type { AppThunkConfig } from '../../../lib/redux';
import { selectBlogs } from '../slice/selectors';
import type { BlogsRootState } from '../slice/types';
import { BLOGS_FETCH_FAILED } from '../texts';

export const fetchBlogs = createAsyncThunk<Blog[], void, AppThunkConfig<BlogsRootState>>(
  'blogs/fetch',
  async (_, { extra, rejectWithValue }) => {
    try {
      const api = await extra.api();
      const body: unknown = await api.blogs.list();
      const blogs = (body as { blogs?: unknown } | null)?.blogs;
      if (!Array.isArray(blogs)) return rejectWithValue(BLOGS_FETCH_FAILED);
      return blogs as Blog[];
    } catch (error) {
      return rejectWithValue(serverMessage(error) ?? BLOGS_FETCH_FAILED);
    }
  },
  {
    // Once per visit; again after a failure.
    condition: (_, { getState }) => {
      const { loading, loaded } = selectBlogs(getState());
      return !loading && !loaded;
    },
  },
);
