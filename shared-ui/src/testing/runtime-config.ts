// Entry point @tours/shared-ui/testing: the complete runtime configuration the front ends' unit
// tests render with (the shape of RuntimeConfig). Built into dist for the other packages' tests; no
// production code imports it.
import type { RuntimeConfig } from '../domain/runtime-config';

export const testConfig: RuntimeConfig = {
  siteName: 'Sonarpur Tours & Travels',
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
    phone: '+919800000000',
    whatsapp: '919800000000',
    email: 'hello@example.com',
    address: 'Sonarpur, West Bengal',
    companySiteUrl: 'https://example.com',
    mapEmbedHost: 'https://www.google.com/maps/embed',
    officeMapUrl: 'https://www.google.com/maps/embed?pb=office',
    social: {
      facebook: 'https://facebook.com/example',
      instagram: 'https://instagram.com/example',
      linkedin: 'https://linkedin.com/company/example',
      x: 'https://x.com/example',
      whatsapp: 'https://wa.me/919800000000',
    },
  },
};
