// Entry point @tours/shared-ui/gst: the GST rules of issue 27 and docs/gst.md — the settings and
// their defaults, the states and their GST codes, the GSTIN check, the tax inside an inclusive
// price and the place of supply, the financial year and the documents' numbers, amounts in words
// to the paisa, and the documents' types and tax lines. Pure functions and data; not shared by
// Module Federation (each app bundles what it uses, like booking-office). No zod (the schemas
// entry has gstSettingsSchema).
export * from '../domain/gst/documents';
export * from '../domain/gst/financial-year';
export * from '../domain/gst/gstin';
export * from '../domain/gst/settings';
export * from '../domain/gst/states';
export * from '../domain/gst/tax';
export * from '../domain/gst/view';
export * from '../domain/gst/words';
