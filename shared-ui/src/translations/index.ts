// Entry point @tours/shared-ui/translations: the content translations of issue 29 (docs/i18n.md)
// as the API and the admin use them: which fields of which kind translate, how complete a
// translation is (the admin's badges) and the field by field merge of the public reads. Pure
// functions and data, not shared by Module Federation (each app bundles what it uses, like gst):
// a public page only reads `translation` on a record, with `isFallback` from the domain entry.
export * from '../domain/translations/fields';
