// Selectors over the backups slice alone.
import type { BackupsState } from './types';

export const selectBackups = (state: { backups: BackupsState }) => state.backups;
