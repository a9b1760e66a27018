import '@testing-library/jest-dom';

import { configure } from '@testing-library/react';

// Lazy routes and first renders compile on demand under ts-jest; on a loaded 2-core CI machine
// the first `findBy`/`waitFor` of a file can take longer than testing-library's default 1 s.
configure({ asyncUtilTimeout: 5000 });
