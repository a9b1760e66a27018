// The blogs slice (manage-resource): list, form, save, delete, banner, and the status switch
// (an item update: SPEC §4 replaces the matching blog by _id).
import type { Blog, BlogInput } from '@tours/shared-ui/domain';

import { createResourceSlice } from '../../../lib/manage-resource';

const blogsSlice = createResourceSlice<Blog, BlogInput>('blogs');

export const blogsActions = blogsSlice.actions;
export const blogsReducer = blogsSlice.reducer;
