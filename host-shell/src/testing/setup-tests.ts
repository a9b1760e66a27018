import '@testing-library/jest-dom';

import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 uses TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
