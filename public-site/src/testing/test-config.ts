// The runtime configuration every test renders with: agency details differ from the real
// defaults, so a test proves they come from the configuration and are not hard-coded.
import { testConfig as sharedTestConfig } from '@tours/shared-ui/testing';
import type { RuntimeConfig } from '@tours/shared-ui/domain';

export const testConfig: RuntimeConfig = {
  ...sharedTestConfig,
  siteName: 'Test Tours Sonarpur',
  agency: {
    ...sharedTestConfig.agency,
    phone: '+91 91234 56789',
    whatsapp: '919123456789',
    email: 'trips@test-tours.example',
    companySiteUrl: 'https://company.test/',
    social: {
      facebook: 'https://facebook.test/tours',
      instagram: 'https://instagram.test/tours',
      linkedin: 'https://linkedin.test/company/tours',
      x: 'https://x.test/tours',
      whatsapp: 'https://wa.me/919123456789',
    },
  },
};
