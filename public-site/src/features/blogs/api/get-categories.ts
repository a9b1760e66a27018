// GET /api/blogs/categories (SPEC §7): an answer that is not an array is an empty list (SPEC §5).
// Failure: the server's message or 'Failed to fetch categories' (SPEC §8).
import { createAsyncThunk } from '@reduxjs/toolkit';
import { serverMessage } from '@tours/shared-ui/domain';

import type { AppThunkConfig } from '../../../lib/redux';
import type { BlogsRootState } from '../slice/types';
import { CATEGORIES_FETCH_FAILED } from '../texts';

export const fetchBlogCategories = createAsyncThunk<string[], void, AppThunkConfig<BlogsRootState>>(
  'blogs/fetchCategories',
  async (_, { extra, rejectWithValue }) => {
    try {
      const api = await extra.api();
      const body = await api.blogs.categories();
      return Array.isArray(body)
        ? body.filter((item): item is string => typeof item === 'string')
        : [];
    } catch (error) {
      return rejectWithValue(serverMessage(error) ?? CATEGORIES_FETCH_FAILED);
    }
  },
);
