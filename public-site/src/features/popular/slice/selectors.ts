import type { PopularRootState } from './types';

export const selectPopular = (state: PopularRootState) => state.popular;
