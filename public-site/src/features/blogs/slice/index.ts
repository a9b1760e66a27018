// The blog slice and its transitions (SPEC §4): each fetch sets its loading flag and clears the
// error, success stores the result, failure stores the message; the error can be cleared.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Blog } from '@tours/shared-ui/domain';

import { fetchBlogBySlug } from '../api/get-blog-by-slug';
import { fetchBlogs } from '../api/get-blogs';
import { fetchBlogCategories } from '../api/get-categories';
import { updateBlogStatus } from '../api/update-blog-status';
import { addLoadingCases } from '../../../lib/list-state';
import { blogsStartState, initialBlogsState } from './initial-state';

const errorOf = (action: { payload?: unknown; error: { message?: string } }) =>
  typeof action.payload === 'string' ? action.payload : (action.error.message ?? 'Request failed.');

const replaceById = (list: Blog[], blog: Blog) =>
  list.map((item) => (item._id === blog._id ? blog : item));

const blogsSlice = createSlice({
  name: 'blogs',
  initialState: blogsStartState,
  reducers: {
    clearBlogError(state) {
      state.error = null;
    },
    /** A blog already at hand (from the list) becomes the detail page's blog without a fetch. */
    selectBlog(state, action: PayloadAction<Blog>) {
      state.selected = action.payload;
      state.selectedSlug = action.payload.slug;
    },
  },
  extraReducers: (builder) => {
    addLoadingCases(builder, fetchBlogs, 'loading');
    addLoadingCases(builder, fetchBlogBySlug, 'blogLoading');
    addLoadingCases(builder, fetchBlogCategories, 'categoriesLoading');
    builder
      .addCase(fetchBlogs.fulfilled, (state, action) => {
        state.loading = false;
        state.loaded = true;
        state.all = action.payload;
        state.published = action.payload.filter((blog) => blog.status === 'Published');
      })
      .addCase(fetchBlogBySlug.fulfilled, (state, action) => {
        state.blogLoading = false;
        state.selected = action.payload;
        state.selectedSlug = action.meta.arg;
      })
      .addCase(fetchBlogCategories.fulfilled, (state, action) => {
        state.categoriesLoading = false;
        state.categories = action.payload;
      })
      .addCase(updateBlogStatus.fulfilled, (state, action) => {
        state.all = replaceById(state.all, action.payload);
        state.published = replaceById(state.published, action.payload);
        if (state.selected?._id === action.payload._id) state.selected = action.payload;
      })
      .addCase(updateBlogStatus.rejected, (state, action) => {
        state.error = errorOf(action);
      });
  },
});

export const { clearBlogError, selectBlog } = blogsSlice.actions;
export const blogsReducer = blogsSlice.reducer;
export { initialBlogsState };
