/** First-load JS of a page: the gzip size of the same-origin scripts its HTML loads. */
import { gzipSync } from 'node:zlib';

const sizes = new Map();
async function gzipSize(origin, src) {
  const key = origin + src;
  if (!sizes.has(key)) {
    const response = await fetch(new URL(src, origin));
    const body = Buffer.from(await response.arrayBuffer());
    sizes.set(key, gzipSync(body, { level: 9 }).length);
  }
  return sizes.get(key);
}

/** The same-origin module scripts a modern browser loads for the page at `url` (`nomodule` skipped). */
export async function scriptsOf(url, headers = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  const html = await response.text();
  const srcs = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\bnomodule\b/.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
    .filter(Boolean)
    .map((src) => src.replace(/&amp;/g, '&'))
    .filter((src) => src.startsWith('/_next/'));
  return { status: response.status, srcs };
}

/** The summed gzip size of `srcs`, in kB. */
export async function gzipTotal(origin, srcs) {
  let total = 0;
  for (const src of srcs) total += await gzipSize(origin, src);
  return total / 1024;
}
