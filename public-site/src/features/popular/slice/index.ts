import { createListSlice } from '../../../lib/list-state';
import { fetchPopular } from '../api/get-popular';

export const popularReducer = createListSlice('popular', fetchPopular).reducer;
