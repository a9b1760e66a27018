// GET /api/testimonials (SPEC §7): the array is stored as it comes; a failure keeps its message or
// 'Failed to fetch testimonials.' (SPEC §8).
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Testimonial } from '@tours/shared-ui/domain';

import { messageOf } from '../../../lib/list-state';
import type { AppThunkConfig } from '../../../lib/redux';
import { TESTIMONIALS_FETCH_FAILED } from '../texts';
import type { TestimonialsRootState } from '../slice/types';

export const fetchTestimonials = createAsyncThunk<
  Testimonial[],
  void,
  AppThunkConfig<TestimonialsRootState>
>(
  'testimonials/fetch',
  async (_, { extra, rejectWithValue }) => {
    try {
      const body: unknown = await extra.api.testimonials.list();
      // SPEC §5 does not validate this answer; a non-array is shown as an empty list, not a crash.
      return Array.isArray(body) ? (body as Testimonial[]) : [];
    } catch (error) {
      return rejectWithValue(messageOf(error, TESTIMONIALS_FETCH_FAILED));
    }
  },
  {
    condition: (_, { getState }) => {
      const { loading, loaded } = getState().testimonials;
      return !loading && !loaded;
    },
  },
);
