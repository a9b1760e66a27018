// Entry point @tours/shared-ui/csv: CSV as spreadsheets read it (RFC 4180, formula-safe cells, the
// UTF-8 mark), one writer for the API's exports (the departure manifest, the GST month) and the
// admin console's downloads. Not in `domain`, which every public page downloads and never needs it.
export * from '../domain/csv';
