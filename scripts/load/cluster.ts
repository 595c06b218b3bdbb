/**
 * The moving parts of the load scripts (scripts/scale-demo.ts, scripts/crash-check.ts): a
 * throwaway PostgreSQL cluster, app instances of the production server, nginx in front, and
 * clean-up of all of them however the script ends. Everything binds to loopback and lives in
 * one temporary directory.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');

const cleanups: (() => void)[] = [];
let cleaned = false;

/** Runs every registered clean-up once (last registered first). */
export function cleanUp(): void {
  if (cleaned) return;
  cleaned = true;
  for (const step of cleanups.reverse()) {
    try {
      step();
    } catch {
      /* keep cleaning */
    }
  }
}

export function onCleanUp(step: () => void): void {
  cleanups.push(step);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}
process.on('exit', cleanUp);

export function workDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${name}-`));
  // PostgreSQL runs as its own user when we are root (scripts/pg-cluster.sh): it must get in.
  fs.chmodSync(dir, 0o755);
  onCleanUp(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Installs a Debian package when its command is missing (CI runs as root). */
export function ensureCommand(command: string, debianPackage: string): string {
  const find = () => ['/usr/sbin', '/usr/bin', '/sbin', '/bin'].map((dir) => path.join(dir, command)).find((file) => fs.existsSync(file));
  let found = find();
  if (!found) {
    if (process.getuid?.() !== 0) throw new Error(`${command} is missing: install the Debian package ${debianPackage} (apt-get install ${debianPackage})`);
    console.log(`installing ${debianPackage} with apt-get…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', debianPackage], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    found = find();
    if (!found) throw new Error(`${debianPackage} did not install ${command}`);
  }
  return found;
}

export function ensureBuild(): void {
  if (fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) return;
  console.log('building (no build yet)…');
  execFileSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' });
}

/** A throwaway PostgreSQL cluster (scripts/pg-cluster.sh); returns its admin URL. */
export function startPostgres(dir: string, port: number): string {
  const url = execFileSync('bash', ['scripts/pg-cluster.sh', 'start', dir, String(port)], { cwd: root, encoding: 'utf8' }).trim();
  onCleanUp(() => execFileSync('bash', ['scripts/pg-cluster.sh', 'stop', dir], { cwd: root, stdio: 'ignore' }));
  return url;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  log: string;
}

/** One instance of the production server (scripts/serve.ts) on a loopback port; its output goes to `log`. */
export async function startInstance(name: string, port: number, env: Record<string, string>, logDir: string): Promise<Instance> {
  await ensurePortFree(port);
  const log = path.join(logDir, `${name}.log`);
  const out = fs.openSync(log, 'a');
  const child = spawn('npx', ['tsx', 'scripts/serve.ts'], {
    cwd: root,
    // The demo shop (seeded accounts, simulated card payments): DEMO_MODE, as `npm start` runs it.
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DEMO_MODE: 'true', SITE_URL: `http://127.0.0.1:${port}`, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
    detached: true,
  });
  const instance = { name, port, url: `http://127.0.0.1:${port}`, process: child, log };
  onCleanUp(() => kill(instance, 'SIGKILL'));
  return instance;
}

/** Signals the instance's whole process group (npx, tsx and node). */
export function kill(instance: Instance, signal: NodeJS.Signals): void {
  try {
    if (instance.process.pid) process.kill(-instance.process.pid, signal);
  } catch {
    /* already gone */
  }
}

export async function waitForHealth(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer /api/v1/health within ${timeoutMs / 1000} s`);
}

/**
 * nginx (Debian's package) in front of the instances: round robin with passive failover,
 * the forwarded headers the app trusts with TRUST_PROXY=true, and a cache of the pages the app
 * marks `public, s-maxage` (scripts/load/nginx.conf; docs/ARCHITECTURE.md, Several instances).
 */
export async function startNginx(dir: string, port: number, upstreams: Instance[]): Promise<string> {
  const nginx = ensureCommand('nginx', 'nginx');
  await ensurePortFree(port);
  const template = fs.readFileSync(path.join(__dirname, 'nginx.conf'), 'utf8');
  const config = template
    .replaceAll('{{dir}}', dir)
    .replaceAll('{{port}}', String(port))
    .replace('{{upstreams}}', upstreams.map((instance) => `server 127.0.0.1:${instance.port} max_fails=1 fail_timeout=5s;`).join('\n    '));
  for (const sub of ['cache', 'temp']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  onCleanUp(() => child.kill('SIGKILL'));
  return `http://127.0.0.1:${port}`;
}

/** Fails when something already answers on the port (a server left from another run would be measured instead). */
export async function ensurePortFree(port: number): Promise<void> {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (inUse) throw new Error(`port ${port} is in use: stop what listens there first`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A positive whole number given on the command line as `--name N`, else `fallback`. */
export function countOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}
