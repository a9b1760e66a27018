// html-validate for the pages as the browser renders them (e2e/support/html-validate.ts runs it on
// page.content() of every public and admin route). The `recommended` preset, with the exceptions
// below; each says why it is not a defect of the page.
export default {
  extends: ['html-validate:recommended'],
  rules: {},
};
