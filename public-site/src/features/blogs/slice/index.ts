// The blog slice and its transitions (SPEC §4): each fetch sets its loading flag and clears the
// error, success stores the result, failure stores the message; the error can be cleared.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Blog } from '@tours/shared-ui/domain';

import { fetchBlogBySlug } from '../api/get-blog-by-slug';
import { fetchBlogs } from '../api/get-blogs';
import { fetchBlogCategories } from '../api/get-categories';
import { addLoadingCases } from '../../../lib/list-state';
import { blogsStartState, initialBlogsState } from './initial-state';

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
      });
  },
});

export const { clearBlogError, selectBlog } = blogsSlice.actions;
export const blogsReducer = blogsSlice.reducer;
export { initialBlogsState };
