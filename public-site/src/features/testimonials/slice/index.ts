import { createSlice } from '@reduxjs/toolkit';

import { addListCases, initialListState } from '../../../lib/list-state';
import { fetchTestimonials } from '../api/get-testimonials';
import type { TestimonialsState } from './types';

const testimonialsSlice = createSlice({
  name: 'testimonials',
  initialState: initialListState() as TestimonialsState,
  reducers: {},
  extraReducers: (builder) => addListCases(builder, fetchTestimonials),
});

export const testimonialsReducer = testimonialsSlice.reducer;
