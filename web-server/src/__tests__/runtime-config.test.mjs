import { describe, expect, it } from '@jest/globals';

import { buildAppConfig, contentSecurityPolicy, localDefaults } from '../runtime-config.mjs';

describe('buildAppConfig', () => {
  it('points at the local ports when nothing is set', () => {
    const config = buildAppConfig({});
    expect(config.apiBaseUrl).toBe('http://localhost:4000/api');
    expect(config.remotes).toEqual({
      public_site: 'http://localhost:3001/mf-manifest.json',
      admin_console: 'http://localhost:3002/mf-manifest.json',
    });
    expect(config.remoteTimeoutMs).toBe(10_000);
    expect(config.firebase).toEqual({
      apiKey: 'demo-key',
      authDomain: 'demo-tours.firebaseapp.com',
      projectId: 'demo-tours',
    });
  });

  it('follows the port variables, and the URL variables over them', () => {
    const env = { PUBLIC_SITE_PORT: '3601', ADMIN_CONSOLE_PORT: '3602', API_PORT: '4610' };
    expect(localDefaults(env)).toEqual({
      hostPort: 3000,
      publicPort: 3601,
      adminPort: 3602,
      apiPort: 4610,
    });
    expect(buildAppConfig(env).remotes.public_site).toBe('http://localhost:3601/mf-manifest.json');
    expect(
      buildAppConfig({ ...env, PUBLIC_SITE_MANIFEST_URL: 'https://cdn.example/mf-manifest.json' })
        .remotes.public_site,
    ).toBe('https://cdn.example/mf-manifest.json');
  });

  it("carries the agency's details, the emulator only when set, and the remotes' time limit", () => {
    const config = buildAppConfig({
      AGENCY_PHONE: '+91 90000 00000',
      AGENCY_WHATSAPP: '919000000000',
      FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9610',
      REMOTE_TIMEOUT_MS: '2500',
    });
    expect(config.agency.phone).toBe('+91 90000 00000');
    expect(config.agency.social.whatsapp).toBe('https://wa.me/919000000000');
    expect(config.firebase.authEmulatorUrl).toBe('http://127.0.0.1:9610');
    expect(config.remoteTimeoutMs).toBe(2500);
  });

  it("carries the agency's UPI id only when AGENCY_UPI_ID is set, and refuses one that is not", () => {
    expect(buildAppConfig({}).agency).not.toHaveProperty('upiId');
    expect(buildAppConfig({ AGENCY_UPI_ID: '' }).agency).not.toHaveProperty('upiId');
    expect(buildAppConfig({ AGENCY_UPI_ID: ' sonarpur.tours@okhdfcbank ' }).agency.upiId).toBe(
      'sonarpur.tours@okhdfcbank',
    );
    expect(() => buildAppConfig({ AGENCY_UPI_ID: '9800000000' })).toThrow(
      'AGENCY_UPI_ID must be a UPI id such as agency@okhdfcbank (got "9800000000").',
    );
  });

  it('NATIVE_DIGITS: Latin digits unless true; anything but true or false stops the start', () => {
    expect(buildAppConfig({}).nativeDigits).toBe(false);
    expect(buildAppConfig({ NATIVE_DIGITS: 'false' }).nativeDigits).toBe(false);
    expect(buildAppConfig({ NATIVE_DIGITS: 'true' }).nativeDigits).toBe(true);
    expect(() => buildAppConfig({ NATIVE_DIGITS: 'yes' })).toThrow(
      'NATIVE_DIGITS must be true or false (got "yes").',
    );
  });

  it.each(['0', '-5', '1.5', 'ten', ' '])(
    'refuses REMOTE_TIMEOUT_MS=%p with a clear message',
    (raw) => {
      expect(() => buildAppConfig({ REMOTE_TIMEOUT_MS: raw })).toThrow(
        `REMOTE_TIMEOUT_MS must be a whole number of milliseconds above 0 (got "${raw}").`,
      );
    },
  );
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from this origin and the remotes, data from the API and the emulator', () => {
    const csp = contentSecurityPolicy(
      buildAppConfig({
        PUBLIC_SITE_MANIFEST_URL: 'https://public.example/mf-manifest.json',
        ADMIN_CONSOLE_MANIFEST_URL: 'https://admin.example/mf-manifest.json',
        API_PUBLIC_URL: 'https://api.example/api',
        FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      }),
    );
    /** @param {string} name */
    const directive = (name) => csp.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe(
      "script-src 'self' https://public.example https://admin.example",
    );
    expect(directive('connect-src')).toContain('https://api.example');
    expect(directive('connect-src')).toContain('http://127.0.0.1:9099');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });
});
