// Starts and stops the whole product: Auth emulator, mail catcher (maildev), API (database +
// seed), and the three front-end servers. Used by `npm start`, `npm run dev` and the end-to-end tests.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildAppConfig, localDefaults } from '@tours/web-server/runtime-config';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const NODE = process.execPath;

export const FRONT_ENDS = {
  // role: the web server's (web-server/README.md): the host serves the site's origin.
  host: { pkg: 'host-shell', portKey: 'hostPort', role: 'host' },
  publicSite: { pkg: 'public-site', portKey: 'publicPort', role: 'remote' },
  admin: { pkg: 'admin-console', portKey: 'adminPort', role: 'remote' },
};

/** Everything the product's processes read, with the local defaults filled in. */
export function productEnv(overrides = {}) {
  const env = { ...process.env, ...overrides };
  const { hostPort, publicPort, adminPort, apiPort } = localDefaults(env);
  const { maildevSmtpPort, maildevWebPort } = maildevPorts(env);
  const adminEmail = env.DEMO_ADMIN_EMAIL ?? 'admin@example.com';
  return {
    ...env,
    FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID ?? 'demo-tours',
    FIREBASE_AUTH_EMULATOR_URL: env.FIREBASE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099',
    FIREBASE_AUTH_EMULATOR_HOST:
      env.FIREBASE_AUTH_EMULATOR_HOST ??
      new URL(env.FIREBASE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099').host,
    DEMO_ADMIN_EMAIL: adminEmail,
    DEMO_ADMIN_PASSWORD: env.DEMO_ADMIN_PASSWORD ?? 'ChangeMe-123',
    ADMIN_EMAILS: env.ADMIN_EMAILS ?? adminEmail,
    PORT: String(apiPort),
    CORS_ORIGINS:
      env.CORS_ORIGINS ??
      [hostPort, publicPort, adminPort].map((port) => `http://localhost:${port}`).join(','),
    PGLITE_DATA_DIR: env.PGLITE_DATA_DIR ?? join(ROOT, '.data', 'pglite'),
    // The local mail catcher (maildev): every email the API sends lands in its web inbox.
    MAILDEV_SMTP_PORT: String(maildevSmtpPort),
    MAILDEV_WEB_PORT: String(maildevWebPort),
    SMTP_URL: env.SMTP_URL ?? `smtp://127.0.0.1:${maildevSmtpPort}`,
    AGENCY_NOTIFY_EMAIL: env.AGENCY_NOTIFY_EMAIL ?? 'agency@example.com',
    SITE_URL: env.SITE_URL ?? `http://localhost:${hostPort}`,
    NO_UPDATE_NOTIFIER: '1',
  };
}

/** maildev's ports: SMTP 1025 and the inbox on 1080 unless MAILDEV_SMTP_PORT / _WEB_PORT say. */
export function maildevPorts(env = process.env) {
  return {
    maildevSmtpPort: Number(env.MAILDEV_SMTP_PORT ?? 1025),
    maildevWebPort: Number(env.MAILDEV_WEB_PORT ?? 1080),
  };
}

// ---------------------------------------------------------------------------------------------
// Builds

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '__tests__') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const BUILD_ORDER = [
  { pkg: 'shared-ui', output: 'dist/styles.css', inputs: ['src', 'package.json'] },
  {
    pkg: 'api-server',
    output: 'dist/server.js',
    inputs: ['src', 'package.json', 'tsconfig.json'],
    deps: ['shared-ui'],
  },
  ...Object.values(FRONT_ENDS).map(({ pkg }) => ({
    pkg,
    output: 'dist/index.html',
    inputs: ['src', 'package.json', 'webpack.config.js', 'federation.config.js'],
    deps: ['shared-ui'],
  })),
];

/** Builds every package whose build is missing or older than its sources. */
export function ensureBuilt({ log = console.log, force = false, only = null } = {}) {
  const rebuilt = new Set();
  for (const { pkg, output, inputs, deps = [] } of BUILD_ORDER) {
    if (only && !only.includes(pkg)) continue;
    const dir = join(ROOT, pkg);
    const outputTime = newestMtime(join(dir, output));
    const inputTime = Math.max(
      ...inputs.map((input) => newestMtime(join(dir, input))),
      newestMtime(join(ROOT, 'webpack-config')),
    );
    const stale =
      force || outputTime === 0 || inputTime > outputTime || deps.some((dep) => rebuilt.has(dep));
    if (!stale) continue;
    log(`Building ${pkg}...`);
    const result = spawnSync('npm', ['run', 'build', '--workspace', `@tours/${pkg}`], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`Building ${pkg} failed (exit ${result.status}).`);
    rebuilt.add(pkg);
  }
  return rebuilt;
}

/**
 * Fills the demo photos' disk cache (api-server/.media-cache) when it is incomplete, by seeding a
 * throwaway PGlite database with `npm run seed`, which encodes the photos there and then. The API
 * then stores them at its start in seconds; on a fresh clone it would otherwise encode them in the
 * background for minutes while the pages already name them (404 until stored). Needs the API's build.
 */
export function ensureDemoPhotos({ log = console.log } = {}) {
  const { demoPhotosCached } = createRequire(import.meta.url)(
    join(ROOT, 'api-server', 'dist', 'seed', 'demo-photos.js'),
  );
  const cacheDir = process.env.MEDIA_CACHE_DIR ? resolve(process.env.MEDIA_CACHE_DIR) : undefined;
  if (demoPhotosCached({ cacheDir })) return;
  log('Encoding the demo photos into api-server/.media-cache (once; a few minutes)...');
  const dataDir = mkdtempSync(join(tmpdir(), 'tours-demo-photos-'));
  const env = { ...process.env, PGLITE_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, ['dist/seed-cli.js'], {
    cwd: join(ROOT, 'api-server'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  rmSync(dataDir, { recursive: true, force: true });
  if (result.status !== 0)
    throw new Error(`Encoding the demo photos failed (exit ${result.status}).`);
}

// ---------------------------------------------------------------------------------------------
// Processes

export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolvePort) => {
    const server = net.createServer();
    server.once('error', () => resolvePort(false));
    server.once('listening', () => server.close(() => resolvePort(true)));
    server.listen(port, host);
  });
}

export async function waitFor(url, { timeoutMs = 60000, ok = (response) => response.ok } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (ok(response)) return response;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer in time (${lastError}).`);
}

/** A child process in its own process group, so that stopping it stops whatever it started. */
class Service {
  constructor({ name, command, args, cwd = ROOT, env, readyUrl, readyTimeoutMs, log, quiet }) {
    Object.assign(this, { name, command, args, cwd, env, readyUrl, readyTimeoutMs, log, quiet });
    this.child = null;
    this.output = [];
  }

  async start() {
    // Starting a running service is a no-op: a second child would lose the port race, and the
    // first would be orphaned with its pipes keeping this process alive.
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) return this;
    const child = spawn(this.command, this.args, {
      cwd: this.cwd,
      env: this.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk) => {
      const text = chunk.toString();
      this.output.push(text);
      if (this.output.length > 200) this.output.shift();
      if (!this.quiet) {
        for (const line of text.split('\n').filter(Boolean)) this.log(`[${this.name}] ${line}`);
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const exited = new Promise((_, reject) =>
      child.once('exit', (code) =>
        reject(
          new Error(
            `${this.name} exited (code ${code}) before it was ready:\n${this.output.join('')}`,
          ),
        ),
      ),
    );
    exited.catch(() => undefined);
    if (this.readyUrl) {
      await Promise.race([waitFor(this.readyUrl, { timeoutMs: this.readyTimeoutMs }), exited]);
    }
    return this;
  }

  async stop(signal = 'SIGTERM') {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((done) => child.once('exit', done));
    try {
      process.kill(-child.pid, signal);
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 8000);
    await gone;
    clearTimeout(timer);
    this.child = null;
  }
}

/** A call of the emulator's REST API; `admin` ones carry its stand-in for a service account. */
async function emulatorCall(env, path, body, { admin = false } = {}) {
  const response = await fetch(
    `${env.FIREBASE_AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/${path}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(admin ? { authorization: 'Bearer owner' } : {}),
      },
      body: JSON.stringify(body),
    },
  );
  return { ok: response.ok, body: await response.json().catch(() => ({})) };
}

/**
 * The demo admin, with a verified email: the API counts an ADMIN_EMAILS address only when its
 * token says `email_verified: true`. An account made by an earlier start (unverified then) is
 * verified too.
 */
async function ensureDemoAdmin(env, log) {
  const project = `projects/${env.FIREBASE_PROJECT_ID}`;
  const signUp = await emulatorCall(
    env,
    `accounts:signUp?key=${env.FIREBASE_API_KEY ?? 'demo-key'}`,
    { email: env.DEMO_ADMIN_EMAIL, password: env.DEMO_ADMIN_PASSWORD },
  );
  if (!signUp.ok && signUp.body?.error?.message !== 'EMAIL_EXISTS') {
    log(`Could not create the demo admin: ${JSON.stringify(signUp.body)}`);
    throw new Error('Creating the demo admin in the Auth emulator failed.');
  }
  const lookup = await emulatorCall(
    env,
    `${project}/accounts:lookup`,
    { email: [env.DEMO_ADMIN_EMAIL] },
    { admin: true },
  );
  const user = lookup.body?.users?.[0];
  if (!lookup.ok || !user?.localId) {
    log(`Could not find the demo admin: ${JSON.stringify(lookup.body)}`);
    throw new Error('Finding the demo admin in the Auth emulator failed.');
  }
  if (user.emailVerified) return;
  const update = await emulatorCall(
    env,
    `${project}/accounts:update`,
    { localId: user.localId, emailVerified: true },
    { admin: true },
  );
  if (!update.ok) {
    log(`Could not verify the demo admin's email: ${JSON.stringify(update.body)}`);
    throw new Error("Verifying the demo admin's email in the Auth emulator failed.");
  }
}

/**
 * Starts the product. `dev` runs webpack dev servers (hot reload) and the API in watch mode.
 * Returns { services, stop, urls }.
 */
export async function startProduct({
  dev = false,
  envOverrides = {},
  log = console.log,
  quiet = false,
} = {}) {
  const env = productEnv(envOverrides);
  const ports = localDefaults(env);
  const emulatorPort = Number(new URL(env.FIREBASE_AUTH_EMULATOR_URL).port);
  const { maildevSmtpPort, maildevWebPort } = maildevPorts(env);
  for (const [label, port] of [
    ['mail catcher SMTP', maildevSmtpPort],
    ['mail catcher inbox', maildevWebPort],
    ['host', ports.hostPort],
    ['public site', ports.publicPort],
    ['admin console', ports.adminPort],
    ['API', ports.apiPort],
    ['Auth emulator', emulatorPort],
  ]) {
    if (!(await portIsFree(port))) {
      throw new Error(
        `Port ${port} (${label}) is already in use: stop what runs there, or set its port variable.`,
      );
    }
  }

  const services = {};
  const stopAll = async () => {
    await Promise.all(Object.values(services).map((service) => service.stop()));
  };

  try {
    const authExport = env.AUTH_EMULATOR_DATA_DIR ?? join(ROOT, '.data', 'auth-emulator');
    const importArgs = existsSync(join(authExport, 'firebase-export-metadata.json'))
      ? [`--import=${authExport}`]
      : [];
    mkdirSync(authExport, { recursive: true });
    // firebase.json puts the emulator on 9099; another port (a run beside the shared one) gets a
    // copy of it with that port.
    const configArgs = [];
    if (emulatorPort !== 9099) {
      const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
      config.emulators.auth.port = emulatorPort;
      const configDir = mkdtempSync(join(tmpdir(), 'tours-firebase-'));
      writeFileSync(join(configDir, 'firebase.json'), JSON.stringify(config));
      configArgs.push('--config', join(configDir, 'firebase.json'));
    }
    services.emulator = new Service({
      name: 'auth',
      command: NODE,
      args: [
        join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
        'emulators:start',
        '--only',
        'auth',
        '--project',
        env.FIREBASE_PROJECT_ID,
        ...configArgs,
        ...importArgs,
        `--export-on-exit=${authExport}`,
      ],
      env,
      readyUrl: `${env.FIREBASE_AUTH_EMULATOR_URL}/`,
      readyTimeoutMs: 90000,
      log,
      quiet: true,
    });
    services.maildev = new Service({
      name: 'maildev',
      command: NODE,
      args: [
        join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
        '--smtp',
        String(maildevSmtpPort),
        '--web',
        String(maildevWebPort),
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
        // Plain SMTP on the loopback: no self-signed STARTTLS for nodemailer to trip over.
        '--hide-extensions',
        'STARTTLS',
        '--silent',
      ],
      env,
      readyUrl: `http://127.0.0.1:${maildevWebPort}/api/healthz`,
      readyTimeoutMs: 30000,
      log,
      quiet: true,
    });
    const apiDir = join(ROOT, 'api-server');
    services.api = new Service({
      name: 'api',
      command: NODE,
      args: dev ? ['--watch', 'dist/server.js'] : ['dist/server.js'],
      cwd: apiDir,
      env,
      readyUrl: `http://localhost:${ports.apiPort}/api/health`,
      readyTimeoutMs: 90000,
      log,
      quiet,
    });
    if (dev) {
      services.apiCompiler = new Service({
        name: 'api-tsc',
        command: NODE,
        args: [
          join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
          '-w',
          '-p',
          'tsconfig.build.json',
          '--preserveWatchOutput',
        ],
        cwd: apiDir,
        env,
        log,
        quiet,
      });
    }
    const appConfig = buildAppConfig(env);
    for (const [key, { pkg, portKey, role }] of Object.entries(FRONT_ENDS)) {
      const dir = join(ROOT, pkg);
      const port = ports[portKey];
      if (dev) {
        mkdirSync(join(dir, '.runtime'), { recursive: true });
        writeFileSync(join(dir, '.runtime', 'app-config.json'), JSON.stringify(appConfig, null, 2));
      }
      services[key] = new Service({
        name: pkg,
        command: NODE,
        args: dev
          ? [
              join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js'),
              'serve',
              '--mode',
              'development',
            ]
          : [
              join(ROOT, 'web-server', 'src', 'cli.mjs'),
              '--dir',
              join(dir, 'dist'),
              '--port',
              String(port),
              '--role',
              role,
            ],
        cwd: dir,
        env: { ...env, PORT: String(port) },
        readyUrl: `http://localhost:${port}/app-config.json`,
        readyTimeoutMs: dev ? 180000 : 30000,
        log,
        quiet: quiet || !dev,
      });
    }

    log('Starting the Auth emulator and the mail catcher...');
    await Promise.all([services.emulator.start(), services.maildev.start()]);
    await ensureDemoAdmin(env, log);
    log('Starting the API (migrations, demo content on first start)...');
    await services.apiCompiler?.start();
    await services.api.start();
    log('Starting the front ends...');
    await Promise.all([services.host.start(), services.publicSite.start(), services.admin.start()]);
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    env,
    services,
    stop: stopAll,
    urls: {
      site: `http://localhost:${ports.hostPort}`,
      publicSite: `http://localhost:${ports.publicPort}`,
      admin: `http://localhost:${ports.adminPort}`,
      api: `http://localhost:${ports.apiPort}/api`,
      emulator: env.FIREBASE_AUTH_EMULATOR_URL,
      mailInbox: `http://localhost:${maildevWebPort}`,
    },
  };
}
