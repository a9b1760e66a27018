// Selectors over the office settings slice alone.
import type { OfficeSettingsState } from './types';

export const selectOfficeSettings = (state: { officeSettings: OfficeSettingsState }) =>
  state.officeSettings;
