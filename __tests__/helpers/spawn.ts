import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Runs a command to its end: { stdout, stderr }, or rejects with its exit `code`, `stdout` and `stderr`. */
export const run = promisify(execFile);

/**
 * The time limit of a test that starts a real process (tsx compiling a script, then the app's
 * modules): jest runs beside the browser journeys at a lower priority (scripts/test-all.sh), where
 * such a start can take a minute.
 */
export const SPAWN_TIMEOUT_MS = 180_000;
