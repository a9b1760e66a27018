// What an imported asset is in a front end built with this configuration: webpack's
// `asset/resource` gives the file's URL; CSS is extracted (production) or injected (development)
// and exports nothing. Apps list it in their tsconfig `types` (`@tours/webpack-config/assets`).
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.css';
declare module '*.woff2' {
  const url: string;
  export default url;
}
