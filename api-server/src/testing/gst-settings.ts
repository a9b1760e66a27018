// The GST settings the tests turn on: a registered agency in West Bengal (docs/gst.md), with the
// defaults' rate, SAC and document series.
import { DEFAULT_GST_SETTINGS, type GstSettings } from '@tours/shared-ui/gst';

export const AGENCY_GSTIN = '19AAPFU0939F1ZS';

export const GST_ON: GstSettings = {
  ...DEFAULT_GST_SETTINGS,
  enabled: true,
  gstin: AGENCY_GSTIN,
  legalName: 'Sonarpur Tours and Travels',
  address: '12 Station Road, Sonarpur, Kolkata 700150',
  prefixes: { ...DEFAULT_GST_SETTINGS.prefixes },
};
