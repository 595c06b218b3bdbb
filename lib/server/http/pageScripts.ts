import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { getTurbopackChunkGroupBootstrap } from 'next/dist/server/get-page-files';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { allowScriptSource } from './securityHeaders';

/**
 * The one inline script Next writes into each page of a Turbopack build: it queues the chunks
 * of `_app` and of the page for the runtime. Its text is fixed per page and build, worked out
 * here from the build manifest with Next's own functions (the ones its document uses), so the
 * page's Content-Security-Policy allows it by hash. Pages need no nonce, and a page any cache
 * keeps is as safe for the next visitor as for the first (docs/DECISIONS.md, Security headers).
 */

/** Each page's hash, worked out once per process from the build manifest (null: the build writes none for it). */
const hashes = new Map<string, string | null>();
let manifest: { params: Record<string, object>; global: string } | null | undefined;

function readManifest(): typeof manifest {
  try {
    const built = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next', 'build-manifest.json'), 'utf8'));
    return built.pagesChunkGroupBootstrapParams && built.chunkLoadingGlobal ? { params: built.pagesChunkGroupBootstrapParams, global: built.chunkLoadingGlobal } : null;
  } catch {
    return null;
  }
}

/** The CSP source (`'sha256-…'`) of a page's bootstrap script, or null when the build writes none (development, webpack). */
export function pageBootstrapHash(page: string): string | null {
  if (hashes.has(page)) return hashes.get(page)!;
  manifest ??= readManifest();
  const text = manifest ? getTurbopackChunkGroupBootstrap(manifest.params, manifest.global, ['/_app', page]) : undefined;
  const hash = text ? `'sha256-${createHash('sha256').update(htmlEscapeJsonString(text), 'utf8').digest('base64')}'` : null;
  hashes.set(page, hash);
  return hash;
}

/** Adds the page's bootstrap script to the policy the production server set on the answer (pages/_document.tsx calls it). */
export function allowPageBootstrap(res: ServerResponse, page: string): void {
  const hash = pageBootstrapHash(page);
  if (hash) allowScriptSource(res, hash);
}
