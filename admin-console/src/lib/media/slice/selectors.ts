// Selectors over the media slice alone.
import { createResourceSelectors } from '../../manage-resource';
import type { MediaEntry } from './types';

export const mediaSelectors = createResourceSelectors<MediaEntry, 'media'>('media');
