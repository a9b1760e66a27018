// The runtime configuration every test renders with: agency details differ from the real
// defaults, so a test proves they come from the configuration and are not hard-coded.
import type { RuntimeConfig } from '@tours/shared-ui/domain';

export const testConfig: RuntimeConfig = {
  siteName: 'Test Tours Sonarpur',
  apiBaseUrl: 'http://api.test/api',
  remotes: {
    public_site: 'http://public.test/mf-manifest.json',
    admin_console: 'http://admin.test/mf-manifest.json',
  },
  remoteTimeoutMs: 10_000,
  firebase: {
    apiKey: 'demo-key',
    authDomain: 'demo-tours.firebaseapp.com',
    projectId: 'demo-tours',
  },
  agency: {
    phone: '+91 91234 56789',
    whatsapp: '919123456789',
    email: 'trips@test-tours.example',
    address: 'Sonarpur, West Bengal',
    companySiteUrl: 'https://company.test/',
    mapEmbedHost: 'https://www.google.com/maps/embed',
    officeMapUrl: 'https://www.google.com/maps/embed?pb=office',
    social: {
      facebook: 'https://facebook.test/tours',
      instagram: 'https://instagram.test/tours',
      linkedin: 'https://linkedin.test/company/tours',
      x: 'https://x.test/tours',
      whatsapp: 'https://wa.me/919123456789',
    },
  },
};
