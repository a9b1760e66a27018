// Stands in for axios/lib/adapters/fetch.js in the browser bundles (see README.md here).
// Browsers take axios' XHR adapter, first in its default order, so the fetch adapter (about a fifth
// of axios) was downloaded by every visitor and never run. Reporting it unavailable keeps axios'
// adapter selection as it is.
export const getFetch = () => false;

export default false;
