// Selectors over the activity slice alone.
import type { ActivityState } from './types';

export const selectActivity = (state: { activity: ActivityState }) => state.activity;
