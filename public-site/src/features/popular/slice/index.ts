import { createSlice } from '@reduxjs/toolkit';

import { addListCases, initialListState } from '../../../lib/list-state';
import { fetchPopular } from '../api/get-popular';
import type { PopularState } from './types';

const popularSlice = createSlice({
  name: 'popular',
  initialState: initialListState() as PopularState,
  reducers: {},
  extraReducers: (builder) => addListCases(builder, fetchPopular),
});

export const popularReducer = popularSlice.reducer;
