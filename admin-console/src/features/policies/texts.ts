// Texts of /admin/policy-pages (issue 29): the Bengali and Hindi of the three policy pages, whose
// English is the site's own legal text (@tours/shared-ui/policies), not edited in the admin.
export const POLICIES_TEXTS = {
  title: 'Policy Pages',
  intro:
    'The site’s policy pages in Bengali and Hindi. A paragraph not translated shows the English on the site.',
  page: 'Page',
  address: 'Address on the site',
  translate: 'Translate',
  /** A row's button's accessible name, and the title of the page's editor. */
  translateLabel: (name: string) => `Translate ${name}`,
  englishNote:
    'The English is the site’s own text (SPEC); translate each paragraph beside it. Keep the {values} and <tags> as the English has them.',
  close: 'Close',
} as const;
