#!/usr/bin/env node
/**
 * The first load of each route in Chromium (issue 46, item 4): per route, the compressed
 * JavaScript a first visit downloads (bytes on the wire, from the browser's resource timings) and
 * the largest contentful paint, median and p90 over N cold visits (a new browser context each: no
 * HTTP cache), signed in as the administrator for the /app routes. Timings are printed, never
 * judged: they depend on the machine (docs/BENCHMARKS.md "First load of the web app"); the bytes
 * are the budget of scripts/check-bundle.mjs, whose route list this reads.
 *
 *   cd web && npm run build
 *   RODA_BIN=../target/debug/roda node scripts/bench-lcp.mjs [--runs 7] [--route /app/home …] [--waterfall] [--no-history]
 *   node scripts/bench-lcp.mjs --url http://127.0.0.1:8080      (a server already running)
 *   node scripts/bench-lcp.mjs --dist /tmp/copy-of-dist …         (that build, the API from the server)
 *   node scripts/bench-lcp.mjs --tls …                             (behind haproxy: TLS and HTTP/2, as deployed)
 *
 * Without `--url` it starts `$RODA_BIN serve --demo` on RODA_LCP_ADDR (default 127.0.0.1:18395)
 * with a new data directory seeded by `roda seed showcase` (lists with rows, as staff see them).
 * `--waterfall` prints, for the last visit of each route, every request's start and end (ms).
 * `--profile` prints, for the last visit of each route, where the main thread's time went until
 * the page settled: Chromium's sampling profiler's self time per function and per file.
 * `--tls` puts haproxy in front (a self-signed certificate, ALPN h2 and http/1.1) as the
 * deployment does with its TLS-terminating proxy (docs/OPERATIONS.md): Chromium then loads the
 * chunks over one HTTP/2 connection instead of queueing them on six HTTP/1.1 ones.
 * Not part of `make test`: timings on a shared machine are not a pass or fail.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ROUTES } from './check-bundle.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(option('--runs', 7));
const WATERFALL = args.includes('--waterfall');
const NO_HISTORY = args.includes('--no-history');
const TLS = args.includes('--tls');
const PROFILE = args.includes('--profile');
const ADMIN = { email: 'admin@roda.test', password: 'Roda!demo2026' };

/** Routes to visit: the budget's routes that are addresses (not a pattern nor a variant), /login first. */
function routes() {
  const chosen = args.flatMap((a, i) => (args[i - 1] === '--route' ? [a] : []));
  if (chosen.length) return chosen;
  return ROUTES.map((r) => r.route).filter((r) => !r.includes(':') && !r.includes('('));
}

/** Starts a seeded server of its own; returns its origin and a stop function. */
async function startServer() {
  const bin = process.env.RODA_BIN;
  if (!bin) throw new Error('set RODA_BIN to a roda binary, or pass --url of a running server');
  const addr = process.env.RODA_LCP_ADDR ?? '127.0.0.1:18395';
  const dataDir = mkdtempSync(join(tmpdir(), 'roda-lcp-'));
  const env = { ...process.env, RODA_ADDR: addr, RODA_DATA_DIR: dataDir, RODA_AUTH_PER_IP_PER_MINUTE: '1000', RODA_AUTH_PER_ACCOUNT_PER_MINUTE: '1000' };
  delete env.DATABASE_URL;
  const seed = spawnSync(bin, ['seed', 'showcase'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (seed.status !== 0) throw new Error('roda seed showcase failed');
  const server = spawn(bin, ['serve', '--demo'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://${addr}`;
  const ready = () => fetch(`${url}/readyz`).then((r) => r.ok, () => false);
  await whenUp(server, ready, 60, 'the server did not start');
  return { url, stop: () => stopProcess(server, dataDir) };
}

/** Polls `ready` every 0.1 s for `seconds`; throws `failure` if `child` exits first or time runs out. */
async function whenUp(child, ready, seconds, failure) {
  for (let i = 0; !(await ready()); i++) {
    if (i > seconds * 10 || child.exitCode !== null) throw new Error(failure);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops `child` and removes its directory. */
function stopProcess(child, dir) {
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json' };

/**
 * Serves a copy of a build (`--dist DIR`) as the server does (crates/server/src/web.rs: the
 * brotli sibling, hashed assets cached, index.html for the app's routes) and passes /api to the
 * server: other work rebuilding web/dist then does not change the figures, and two builds can be
 * compared against one server. Returns its origin.
 */
function serveDist(dir, api) {
  const addr = process.env.RODA_LCP_DIST_ADDR ?? '127.0.0.1:18396';
  const [host, port] = addr.split(':');
  const target = new URL(api);
  const server = http.createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path.startsWith('/api/') || path === '/readyz') {
      const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
      return;
    }
    let file = join(dir, path);
    if (path === '/' || !existsSync(file) || path.endsWith('/')) file = join(dir, 'index.html');
    const br = (req.headers['accept-encoding'] ?? '').includes('br') && existsSync(`${file}.br`);
    const ext = file.slice(file.lastIndexOf('.'));
    res.writeHead(200, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(br ? { 'content-encoding': 'br', vary: 'accept-encoding' } : {}),
    });
    res.end(readFileSync(br ? `${file}.br` : file));
  });
  server.listen(Number(port), host);
  return { url: `http://${addr}`, close: () => server.close() };
}

/**
 * haproxy terminating TLS (HTTP/2 or 1.1 by ALPN) in front of `upstream`, on RODA_LCP_TLS_ADDR
 * (default 127.0.0.1:18397), with a throwaway self-signed certificate. Returns its origin.
 */
async function frontTls(upstream) {
  const addr = process.env.RODA_LCP_TLS_ADDR ?? '127.0.0.1:18397';
  const dir = mkdtempSync(join(tmpdir(), 'roda-lcp-tls-'));
  const [key, crt] = [join(dir, 'key.pem'), join(dir, 'crt.pem')];
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', crt, '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  if (made.status !== 0) throw new Error('openssl could not make a certificate');
  writeFileSync(join(dir, 'both.pem'), readFileSync(crt, 'utf8') + readFileSync(key, 'utf8'));
  const config = [
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    'frontend tls',
    `  bind ${addr} ssl crt ${join(dir, 'both.pem')} alpn h2,http/1.1`,
    '  default_backend roda',
    'backend roda',
    '  http-reuse always',
    `  server roda ${new URL(upstream).host}`,
  ].join('\n');
  writeFileSync(join(dir, 'haproxy.cfg'), `${config}\n`);
  const proxy = spawn('haproxy', ['-f', join(dir, 'haproxy.cfg'), '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `https://${addr}`;
  const [host, port] = addr.split(':');
  const listening = () =>
    new Promise((done) => {
      const socket = net.connect(Number(port), host, () => (socket.end(), done(true)));
      socket.on('error', () => done(false));
    });
  await whenUp(proxy, listening, 10, 'haproxy did not start (is it installed?)');
  return { url, close: () => stopProcess(proxy, dir) };
}

/** Collected in the page from its start: every LCP candidate (the last one is the LCP). */
function observeLcp() {
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      const what = el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"` : '?';
      window.__lcp.push({ time: e.startTime, size: e.size, what });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ path: `(main thread busy ${e.duration.toFixed(0)} ms)`, start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** One cold visit: LCP, its element, and the JavaScript on the wire. */
async function visit(browser, origin, route, storageState, profile = false) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 720 }, storageState, ignoreHTTPSErrors: TLS });
  await context.addInitScript(observeLcp);
  const page = await context.newPage();
  const cdp = profile ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(route, { waitUntil: 'networkidle' });
  // Late candidates (rows painted after the last request) still count; a page busy rendering may
  // report its first candidate only after the network went quiet.
  await page.waitForTimeout(500);
  await page.waitForFunction(() => window.__lcp.length > 0, null, { timeout: 5000 }).catch(() => undefined);
  const result = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const js = resources.filter((r) => new URL(r.name).pathname.endsWith('.js'));
    const lcp = window.__lcp.at(-1) ?? { time: NaN, what: 'none' };
    const nav = performance.getEntriesByType('navigation')[0];
    const waterfall = [
      { path: location.pathname, start: 0, end: nav.responseEnd },
      ...resources.map((r) => ({ path: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd })),
      ...window.__longTasks,
    ];
    return {
      lcp: lcp.time,
      what: lcp.what,
      jsBytes: js.reduce((sum, r) => sum + r.encodedBodySize, 0),
      jsFiles: js.length,
      waterfall,
    };
  });
  if (cdp) result.profile = (await cdp.send('Profiler.stop')).profile;
  result.path = new URL(page.url()).pathname;
  result.storageState = await context.storageState();
  await context.close();
  return result;
}

/** The administrator's stored session (localStorage) after signing in through the form. */
async function signIn(browser, origin) {
  const context = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: TLS });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\/.+/);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * The `top` largest self times of a CPU profile (Chromium's `Profiler.Profile`), per function
 * (`name file:line`) and per file, in ms; idle, program and GC apart as Chromium names them.
 */
function profileSummary(profile, top = 20) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  const byFunction = new Map();
  const byFile = new Map();
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber, columnNumber } = byNode.get(id).callFrame;
    const file = url ? new URL(url).pathname.replace(/^\/assets\//, '') : '';
    const fn = `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    byFile.set(file || functionName, (byFile.get(file || functionName) ?? 0) + ms);
  }
  const lines = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${k}`);
  return ['  self time by file:', ...lines(byFile), '  self time by function:', ...lines(byFunction)].join('\n');
}

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

async function main() {
  const given = option('--url');
  const api = given ? { url: given.replace(/\/$/, ''), stop: () => undefined } : await startServer();
  const dist = option('--dist');
  const front = dist ? serveDist(dist, api.url) : null;
  const tls = TLS ? await frontTls(front?.url ?? api.url) : null;
  const server = { url: tls?.url ?? front?.url ?? api.url, stop: () => (tls?.close(), front?.close(), api.stop()) };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const session = await signIn(browser, server.url);
    const loads = () => loadavg().map((l) => l.toFixed(2)).join(' ');
    console.log(`${RUNS} cold visits a route, ${server.url}; load average before: ${loads()}`);
    console.log('route'.padEnd(34), '  JS files', '  JS (wire)', ' LCP p50', ' LCP p90', '  LCP element (last visit)');
    for (const route of routes()) {
      const results = [];
      // One visit first, not counted: the server's first answers (its caches, the disk's pages),
      // and the browser's record of the page's first requests (src/lib/api/firstLoad.ts), which
      // the counted visits start with, as a staff member who opened the page before does.
      // `--no-history` starts each from the sign-in's storage instead.
      const first = await visit(browser, server.url, route, route.startsWith('/app') ? session : undefined);
      const state = route.startsWith('/app') ? (NO_HISTORY ? session : first.storageState) : undefined;
      for (let i = 0; i < RUNS; i++) results.push(await visit(browser, server.url, route, state, PROFILE && i === RUNS - 1));
      const last = results.at(-1);
      if (last.path !== route) console.warn(`  ${route} ended at ${last.path}`);
      const lcps = results.map((r) => r.lcp);
      console.log(
        route.padEnd(34),
        String(last.jsFiles).padStart(10),
        `${(quantile(results.map((r) => r.jsBytes), 0.5) / 1000).toFixed(1)} kB`.padStart(11),
        `${quantile(lcps, 0.5).toFixed(0)} ms`.padStart(8),
        `${quantile(lcps, 0.9).toFixed(0)} ms`.padStart(8),
        ` ${last.what}`,
      );
      if (WATERFALL) {
        for (const r of last.waterfall.sort((a, b) => a.start - b.start)) {
          console.log(`    ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)}  ${r.path}`);
        }
        console.log(`    LCP at ${last.lcp.toFixed(0)} ms`);
      }
      if (last.profile) console.log(profileSummary(last.profile));
    }
    console.log(`load average after: ${loads()}`);
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
