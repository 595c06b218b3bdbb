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

interface Bootstrap {
  params: Record<string, object>;
  global: string;
}

let loaded: Bootstrap | null | undefined;

function bootstrapOf(distDir: string): Bootstrap | null {
  if (loaded !== undefined) return loaded;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
    loaded = manifest.pagesChunkGroupBootstrapParams && manifest.chunkLoadingGlobal ? { params: manifest.pagesChunkGroupBootstrapParams, global: manifest.chunkLoadingGlobal } : null;
  } catch {
    loaded = null;
  }
  return loaded;
}

/** The CSP source (`'sha256-…'`) of a page's bootstrap script, or null when the build writes none (development, webpack). */
export function pageBootstrapHash(page: string, distDir = path.join(process.cwd(), '.next')): string | null {
  const bootstrap = bootstrapOf(distDir);
  if (!bootstrap) return null;
  const text = getTurbopackChunkGroupBootstrap(bootstrap.params, bootstrap.global, ['/_app', page]);
  if (!text) return null;
  return `'sha256-${createHash('sha256').update(htmlEscapeJsonString(text), 'utf8').digest('base64')}'`;
}

/** Adds the page's bootstrap script to the policy the production server set on the answer (pages/_document.tsx calls it). */
export function allowPageBootstrap(res: ServerResponse, page: string): void {
  const hash = pageBootstrapHash(page);
  if (hash) allowScriptSource(res, hash);
}
