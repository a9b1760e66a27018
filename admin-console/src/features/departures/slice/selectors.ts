// Selectors over the departures and manifest slices alone.
import type { DeparturesState, ManifestState } from './types';

export const selectDepartures = (state: { departures: DeparturesState }) => state.departures;
export const selectManifest = (state: { manifest: ManifestState }) => state.manifest;
