// A complete runtime configuration for tests: shared-ui's, with the Auth emulator the admin signs in
// through.
import { testConfig as sharedTestConfig } from '@tours/shared-ui/testing';
import type { RuntimeConfig } from '@tours/shared-ui/domain';

export const testConfig: RuntimeConfig = {
  ...sharedTestConfig,
  firebase: { ...sharedTestConfig.firebase, authEmulatorUrl: 'http://127.0.0.1:9099' },
};
