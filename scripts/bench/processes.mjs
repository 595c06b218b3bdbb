/**
 * Servers for the measuring scripts (js-budget, lighthouse, bench-member): each
 * started in its own process group and stopped with it when the script ends.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

const children = [];

/** Starts `command` detached (its own process group), its output dropped but for errors. */
export function serve(command, args, env = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true, env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

/** Stops every server started here (and their children). */
export function stopServers() {
  for (const child of children.splice(0)) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
process.on('exit', stopServers);
// Ctrl-C or a kill ends the script without 'exit' handlers: the detached servers would outlive it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServers();
    process.exit(128 + os.constants.signals[signal]);
  });
}

/** Waits until `url` answers 2xx, for up to three minutes. */
export async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The session token of a seeded demo account (retailer@demo.kr, brand@demo.kr). */
export async function demoToken(base, email = 'retailer@demo.kr') {
  const response = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234!' }),
  });
  if (!response.ok) throw new Error(`demo login of ${email}: HTTP ${response.status}`);
  return (await response.json()).token;
}
