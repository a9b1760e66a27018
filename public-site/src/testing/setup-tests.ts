// Jest setup for every public-site test: jest-dom matchers and the browser APIs jsdom lacks.
import '@testing-library/jest-dom';

import { configure } from '@testing-library/react';

import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 uses TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not scroll; the app scrolls to the top on each route change and the popular row
// scrolls by 300 px. Stubs let tests see those calls.
// (No window in the server render's tests: @jest-environment node.)
if (typeof window !== 'undefined') {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  if (!HTMLElement.prototype.scrollBy) {
    HTMLElement.prototype.scrollBy =
      function scrollBy() {} as typeof HTMLElement.prototype.scrollBy;
  }
}

// Lazy routes and first renders compile on demand under ts-jest; on a loaded 2-core CI machine
// the first `findBy`/`waitFor` of a file can take longer than testing-library's default 1 s.
configure({ asyncUtilTimeout: 5000 });
