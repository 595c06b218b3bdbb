/**
 * The production server (`npm run serve`; `npm start` runs it after building
 * and seeding): Next's request handler inside a plain Node HTTP server that
 * adds, to every request, an id, the security headers and one
 * JSON log line (lib/server/http/appServer.ts).
 *
 * It refuses to start with a demo default (simulated payments, SMS codes in the
 * log, seeded demo accounts) unless DEMO_MODE=true, and without SITE_URL
 * (lib/server/env.ts, productionProblems).
 *
 *   PORT (default 3000), HOST (default all addresses), LOG_REQUESTS=false to
 *   silence the request lines, PAGE_CACHE=off to render every anonymous page
 *   (lib/server/http/pageCache.ts), SHARED_PAGES=off to render every certified
 *   retailer's catalogue page for them (lib/server/http/sharedPages.ts). Needs a build (`next build`).
 *
 * SIGTERM/SIGINT stop taking connections and let the requests under way
 * finish (at most 10 s), so a balancer can drain an instance.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';

// A production server, whatever the shell says (as `next start`): React's and Next's production
// builds must both load, before either is imported.
(process.env as Record<string, string>).NODE_ENV = 'production';
const root = path.resolve(__dirname, '..');
// The .env files, before anything reads the environment (as `next start` does).
loadEnvConfig(root, false);

async function main(): Promise<void> {
  const { productionProblems, serverEnv } = await import('@/lib/server/env');
  const problems = productionProblems(serverEnv());
  if (problems.length > 0) {
    console.error(
      [
        'Refusing to start: these settings are not safe for a production shop (.env.example):',
        ...problems.map((problem) => `  - ${problem}`),
        'A demo shop (simulated payments, SMS codes in the log, demo accounts) runs with DEMO_MODE=true, as `npm start` does.',
      ].join('\n'),
    );
    process.exit(1);
  }
  const { default: next } = await import('next');
  const { createRequestListener, prerenderedScriptHashes } = await import('@/lib/server/http/appServer');
  const { thirdPartiesOf } = await import('@/lib/server/http/securityHeaders');
  const { revealScriptHashes } = await import('@/lib/server/http/revealScripts');
  const { PageCache } = await import('@/lib/server/http/pageCache');
  const { logConsoleAsJson, logLine } = await import('@/lib/server/log');
  // Every error, with its stack trace, as one JSON line (lib/server/log.ts).
  logConsoleAsJson();
  process.on('uncaughtException', (error) => {
    logLine('error', 'uncaught exception', { error, stack: error.stack });
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logLine('error', 'unhandled rejection', { error: reason, stack: reason instanceof Error ? reason.stack : undefined });
    process.exit(1);
  });

  const port = Number(process.env.PORT || 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`PORT must be a port number, not "${process.env.PORT}"`);
  const host = process.env.HOST || undefined;

  const app = next({ dev: false, dir: root, hostname: host ?? 'localhost', port });
  await app.prepare();
  // The pages Next prerendered (404, 500) carry the demo notice of the mode they were built in.
  const notFoundPage = path.join(root, '.next', 'server', 'pages', '404.html');
  if (fs.existsSync(notFoundPage) && fs.readFileSync(notFoundPage, 'utf8').includes('class="demo-notice"') !== serverEnv().DEMO_MODE) {
    logLine('warn', 'build and demo mode differ', { note: `the prerendered 404 and 500 pages were built ${serverEnv().DEMO_MODE ? 'without' : 'with'} DEMO_MODE: build again with the DEMO_MODE this server runs with` });
  }
  const listener = createRequestListener(app.getRequestHandler(), {
    thirdParties: thirdPartiesOf(),
    hashes: [...prerenderedScriptHashes(path.join(root, '.next')), ...(await revealScriptHashes())],
    log: process.env.LOG_REQUESTS !== 'false',
    pageCache: process.env.PAGE_CACHE === 'off' ? null : new PageCache(),
  });
  const server = http.createServer(listener);
  // Longer than a balancer's idle keep-alive (nginx: 60 s upstream keepalive_timeout is its own).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(port, host, () => {
    logLine('info', 'listening', { port, host: host ?? '*', pid: process.pid });
    if (serverEnv().DEMO_MODE) logLine('warn', 'demo mode', { note: 'simulated card payments, SMS codes in this log, demo accounts: not for real customers' });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logLine('info', 'stopping', { signal });
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // The outbox's worker in this process (the one-machine default); OUTBOX_WORKER=off when `npm run worker` runs apart.
  if (serverEnv().OUTBOX_WORKER === 'on') {
    const { startWorker } = await import('@/lib/notifications/server/worker');
    const { getDb } = await import('@/lib/server/db');
    startWorker(getDb);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
