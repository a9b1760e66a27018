// PATCH /api/blogs/{blogId} with {status} (SPEC §7): the answer is the updated blog, which
// replaces the blog with the same _id in both lists (SPEC §4). Failure: the server's message or
// 'Failed to update blog status' (SPEC §8).
import { createAsyncThunk } from '@reduxjs/toolkit';
import { serverMessage, type Blog, type BlogStatus } from '@tours/shared-ui/domain';

import type { AppThunkConfig } from '../../../lib/redux';
import type { BlogsRootState } from '../slice/types';
import { BLOG_STATUS_FAILED } from '../texts';

export const updateBlogStatus = createAsyncThunk<
  Blog,
  { id: string; status: BlogStatus },
  AppThunkConfig<BlogsRootState>
>('blogs/updateStatus', async ({ id, status }, { extra, rejectWithValue }) => {
  try {
    const api = await extra.api();
    return await api.blogs.setStatus(id, status);
  } catch (error) {
    return rejectWithValue(serverMessage(error) ?? BLOG_STATUS_FAILED);
  }
});
