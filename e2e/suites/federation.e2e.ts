// One site made of three builds: each remote can be down, frozen or moved without taking the rest
// of the site with it, and without rebuilding the host.
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { describe, it } from 'node:test';

// @ts-expect-error -- plain ES module with JSDoc types; this tsconfig does not read JavaScript.
import { createWebServer } from '@tours/web-server';

import { openPage } from '../support/browser';
import { product } from '../support/product';
import { sharedBrowser } from '../support/shared-browser';
import { waitForApp } from '../support/site-helpers';

const ROOT = join(import.meta.dirname, '..', '..');
const TEXTS = {
  publicDown: 'This page could not be loaded.',
  adminDown: 'The admin console could not be loaded.',
};

/** Listens on a free port of 127.0.0.1; resolves with the port and how to stop. */
async function listen(server: Server | net.Server, port = 0) {
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The project's web server for one build, in this process, with its own environment. */
async function serveBuild(dir: string, env: Record<string, string>, port = 0) {
  const app = createWebServer({
    dir: join(ROOT, dir),
    role: dir.startsWith('host-shell') ? 'host' : 'remote',
    env,
  });
  await app.ready();
  const listening = await listen(app.server, port);
  return { ...listening, close: () => app.close() };
}

/**
 * A remote's server that accepts every connection and never answers, as an overloaded origin
 * does. `close()` drops the connections it holds.
 */
async function frozenServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  const listening = await listen(server);
  return {
    ...listening,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return listening.close();
    },
  };
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
      await page.getByRole('alert').filter({ hasText: TEXTS.adminDown }).waitFor();

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
      await page.getByRole('alert').filter({ hasText: TEXTS.publicDown }).waitFor();
      assert.ok(await page.getByRole('button', { name: 'Retry' }).isVisible());
      await page.context().close();
    } finally {
      await services.publicSite.start();
    }
  });

  // A server that accepts and never answers: without a time limit the visitor saw 'Loading...'
  // for good. REMOTE_TIMEOUT_MS (10 s by default) is 2 s here.
  const TIMEOUT_MS = 2000;
  for (const remote of [
    {
      name: 'public site',
      path: '/',
      manifestVariable: 'PUBLIC_SITE_MANIFEST_URL',
      build: 'public-site/dist',
      alert: TEXTS.publicDown,
      ready: { role: 'heading', name: 'Welcome to the agency' },
    },
    {
      name: 'admin console',
      path: '/admin/login',
      manifestVariable: 'ADMIN_CONSOLE_MANIFEST_URL',
      build: 'admin-console/dist',
      alert: TEXTS.adminDown,
      ready: { role: 'button', name: 'Login' },
    },
  ] as const) {
    it(`shows the fallback with Retry when the ${remote.name}'s server hangs, and Retry loads it once it answers`, async () => {
      const frozen = await frozenServer();
      const host = await serveBuild('host-shell/dist', {
        ...product().env,
        [remote.manifestVariable]: `${frozen.origin}/mf-manifest.json`,
        REMOTE_TIMEOUT_MS: String(TIMEOUT_MS),
      });
      let revived: Awaited<ReturnType<typeof serveBuild>> | null = null;
      try {
        const { page } = await openPage(await sharedBrowser());
        const started = Date.now();
        // The page's preload of the frozen manifest never ends: wait for the document only.
        await page.goto(`${host.origin}${remote.path}`, { waitUntil: 'domcontentloaded' });
        await page
          .getByRole('alert')
          .filter({ hasText: remote.alert })
          .waitFor({ timeout: TIMEOUT_MS + 8000 });
        const waited = Date.now() - started;
        assert.ok(waited >= TIMEOUT_MS - 200, `the fallback came after ${waited} ms`);
        assert.ok(waited < TIMEOUT_MS + 6000, `the fallback took ${waited} ms`);
        await page.getByRole('button', { name: 'Retry' }).waitFor();

        // The origin recovers on the same address: Retry loads the remote in the same page.
        await frozen.close();
        revived = await serveBuild(remote.build, product().env, frozen.port);
        await page.getByRole('button', { name: 'Retry' }).click();
        await page.getByRole(remote.ready.role, { name: remote.ready.name }).waitFor();
        await page.context().close();
      } finally {
        await frozen.close();
        await revived?.close();
        await host.close();
      }
    });
  }

  it('loads a remote from wherever the runtime config says, without rebuilding the host', async () => {
    const moved = await serveBuild('public-site/dist', {});
    const host = await serveBuild('host-shell/dist', {
      ...product().env,
      PUBLIC_SITE_MANIFEST_URL: `${moved.origin}/mf-manifest.json`,
    });
    try {
      const { page, responses } = await openPage(await sharedBrowser());
      await page.goto(`${host.origin}/`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Welcome to the agency' }).waitFor();
      // A rendered page loads the remote once it has painted: the app has started by now.
      await waitForApp(page);
      const ports = new Set(responses.map((response) => new URL(response.url()).port));
      assert.ok(ports.has(String(moved.port)), 'the remote came from the new location');
      assert.ok(
        !ports.has(new URL(product().urls.publicSite).port),
        'nothing came from the old location',
      );
      await page.context().close();
    } finally {
      await host.close();
      await moved.close();
    }
  });
});
