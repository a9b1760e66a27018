// Stands in for axios/lib/helpers/HttpStatusCode.js in the browser bundles (see README.md here):
// a table of status names (axios.HttpStatusCode.NotFound === 404) that no code of ours reads.
export default Object.freeze({});
