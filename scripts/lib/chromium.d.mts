// The types of chromium.mjs, for the end-to-end suites (TypeScript).
export declare const CHROMIUM_FLAGS: string[];
