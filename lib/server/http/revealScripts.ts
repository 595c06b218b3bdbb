import { createElement, Suspense } from 'react';
import { inlineScriptHashes } from './securityHeaders';

/**
 * The CSP hashes of React's own inline "reveal" scripts.
 *
 * React's server renderer sends a finished Suspense boundary of more than
 * 500 bytes that comes after the first 12.8 kB of a page as a hidden block,
 * then reveals it in place with small inline scripts (`$RC("B:0","S:0")` and
 * the functions they call). In the Pages Router, Next gives React no nonce
 * for them, so the policy lists their hashes instead: they are fixed texts of
 * the React version installed, worked out here at start-up by rendering
 * `boundaries` such boundaries through the same renderer Next's pages use
 * (react-dom/server.edge). Such a boundary: the deferred footer
 * (components/shell/Layout.tsx); product cards are no boundaries, so that a
 * page shows them without scripts (docs/DECISIONS.md, Speed). 40 leave room.
 * e2e/security-headers.spec.ts fails on any page that needs more.
 */
export const REVEALED_BOUNDARIES = 40;

export async function revealScriptHashes(boundaries = REVEALED_BOUNDARIES): Promise<string[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToReadableStream } = require('react-dom/server.edge') as typeof import('react-dom/server.edge');
  const before = createElement('p', null, 'x'.repeat(13_000));
  const blocks = Array.from({ length: boundaries }, (_, index) =>
    createElement(Suspense, { key: index, fallback: null }, createElement('p', null, 'y'.repeat(600))),
  );
  const stream = await renderToReadableStream(createElement('div', null, before, ...blocks));
  await stream.allReady;
  return inlineScriptHashes(await new Response(stream).text());
}
