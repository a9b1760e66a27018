// Debian's Chromium on this offline machine, as the end-to-end tests and the front-end benches
// start it. Without the background-networking flags Chromium keeps calling Google, refused here.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
