// The photo library (issue 15): a manage-resource slice of its photos (GET /api/media, with where
// each is used), the alt text changed in place (PATCH), delete (DELETE, refused with 409 while the
// content uses the photo), and the upload of a new photo.
import { createAction } from '@reduxjs/toolkit';

import { createResourceSlice } from '../../manage-resource';
import type { MediaEntry, UploadRequest } from './types';

const mediaSlice = createResourceSlice<MediaEntry, never>('media');

export const mediaActions = {
  ...mediaSlice.actions,
  /** Nothing in the state changes: the upload widget shows the file's progress itself. */
  uploadRequested: createAction<UploadRequest>('media/uploadRequested'),
};
export const mediaReducer = mediaSlice.reducer;
