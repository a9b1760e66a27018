// html-validate for the pages as the browser renders them: e2e/support/html-validate.ts runs it
// on page.content() of every public and admin route (site-a11y, admin suites). The `recommended`
// preset, with the exceptions below; each says why it is no defect of the page. The admin
// console's own exceptions (Ant Design's markup) are in admin-console/.htmlvalidate.mjs.
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // page.content() serialises the DOM, which writes every boolean or empty attribute as
    // `required=""`, `crossorigin=""`, whatever the source said. One style, the serialiser's.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React's useId() makes ids such as `_r_1_`: valid HTML (an id is any text without spaces),
    // though not the letter-first ids of HTML 4 that the strict form of the rule asks for.
    'valid-id': ['error', { relaxed: true }],
    // swiper (the destination page's carousels) lays its slides out from script with inline
    // width, margin and transform; that is how the library works, so those properties pass.
    // Our own code sets no inline style (entrance delays are CSS custom properties, which the
    // rule allows: lib/motion.ts).
    'no-inline-style': [
      'error',
      {
        allowedProperties: [
          'display',
          'width',
          'margin-right',
          'transform',
          'transition-duration',
          'transition-delay',
        ],
      },
    ],
    // tel: links (PhoneLink, Call Us) carry the class `ps-tel`, which keeps their text on one line
    // with CSS (white-space: nowrap, public-site/src/components/phone-link.css) instead of
    // non-breaking spaces, so the text and accessible name stay as configured or as SPEC writes.
    'tel-non-breaking': ['error', { ignoreClasses: ['ps-tel'] }],
    // A page title is '{blog or destination title} | {site name}' (SPEC §2): the content's own
    // titles decide its length, not the markup.
    'long-title': 'off',
  },
};
