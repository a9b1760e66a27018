import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Destination } from '@tours/shared-ui/domain';

import { addListCases, initialListState } from '../../../lib/list-state';
import { fetchDestinations } from '../api/get-destinations';
import type { DestinationsState } from './types';

const initialState: DestinationsState = { ...initialListState<Destination>(), selected: null };

const destinationsSlice = createSlice({
  name: 'destinations',
  initialState,
  reducers: {
    selectDestination(state, action: PayloadAction<Destination | null>) {
      state.selected = action.payload;
    },
  },
  extraReducers: (builder) => addListCases(builder, fetchDestinations),
});

export const { selectDestination } = destinationsSlice.actions;
export const destinationsReducer = destinationsSlice.reducer;
