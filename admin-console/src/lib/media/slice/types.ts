// The photo library's state: a manage-resource state of its photos, each keyed by _id like every
// other row; and what an upload hands to its saga.
import type { MediaItem, MediaUpload } from '@tours/shared-ui/domain';

import type { ResourceState } from '../../manage-resource';

/** A library photo as a manage-resource row. */
export interface MediaEntry extends MediaItem {
  _id: string;
}

export type MediaState = ResourceState<MediaEntry>;

/**
 * One file to upload with its alt text. The upload widget (antd's Upload) follows its file through
 * these callbacks and stops it through the signal, so they travel with the action.
 */
export interface UploadRequest {
  file: Blob;
  alt: string;
  signal: AbortSignal;
  onProgress: (percent: number) => void;
  onUploaded: (photo: MediaUpload) => void;
  onFailed: (error: Error) => void;
}
