import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { openPage } from '../support/browser';
import { product } from '../support/product';
import { sharedBrowser } from '../support/shared-browser';

const ROOT = join(import.meta.dirname, '..', '..');

/** A static server of the project on another port, with its own environment. */
async function serve(dir: string, port: number, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'static-server.mjs'), '--dir', join(ROOT, dir), '--port', String(port)],
    {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 15000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${port}/app-config.json`)).ok) break;
    } catch {
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  return () =>
    new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill();
    });
}

describe('federation: one site made of three builds', () => {
  it('keeps the public site working while the admin-console server is down, and Retry brings the console back', async () => {
    const { services, urls } = product();
    await services.admin.stop();
    try {
      const { page } = await openPage(await sharedBrowser());
      await page.goto(`${urls.site}/`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Welcome to the agency' }).waitFor();

      await page.goto(`${urls.site}/admin/login`, { waitUntil: 'networkidle' });
      await page
        .getByRole('alert')
        .filter({ hasText: 'The admin console could not be loaded.' })
        .waitFor();

      await services.admin.start();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await page.context().close();
    } finally {
      await services.admin.start().catch(() => undefined);
    }
  });

  it('keeps the admin console working while the public-site server is down', async () => {
    const { services, urls } = product();
    await services.publicSite.stop();
    try {
      const { page } = await openPage(await sharedBrowser());
      await page.goto(`${urls.site}/admin/login`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Login' }).waitFor();

      await page.goto(`${urls.site}/`, { waitUntil: 'networkidle' });
      await page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' }).waitFor();
      assert.ok(await page.getByRole('button', { name: 'Retry' }).isVisible());
      await page.context().close();
    } finally {
      await services.publicSite.start();
    }
  });

  it('loads a remote from wherever the runtime config says, without rebuilding the host', async () => {
    const movedPort = 3911;
    const hostPort = 3910;
    const stopRemote = await serve('public-site/dist', movedPort, {});
    const stopHost = await serve('host-shell/dist', hostPort, {
      ...product().env,
      PUBLIC_SITE_MANIFEST_URL: `http://localhost:${movedPort}/mf-manifest.json`,
    });
    try {
      const { page, responses } = await openPage(await sharedBrowser());
      await page.goto(`http://localhost:${hostPort}/`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Welcome to the agency' }).waitFor();
      const origins = new Set(responses.map((response) => new URL(response.url()).port));
      assert.ok(origins.has(String(movedPort)), 'the remote came from the new location');
      assert.ok(
        !origins.has(new URL(product().urls.publicSite).port),
        'nothing came from the old location',
      );
      await page.context().close();
    } finally {
      await stopHost();
      await stopRemote();
    }
  });
});
