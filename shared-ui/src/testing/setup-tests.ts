import '@testing-library/jest-dom';

import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 (the router entry) uses TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Lazy routes and first renders compile on demand under ts-jest; on a loaded 2-core CI machine
// the first `findBy`/`waitFor` of a file can take longer than testing-library's default 1 s.
configure({ asyncUtilTimeout: 5000 });
