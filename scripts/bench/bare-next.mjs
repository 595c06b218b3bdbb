/**
 * The bare Next app the measures are read against: built in the same run with
 * this project's next and react (node resolves them from its node_modules), so
 * an upgrade moves the floor with it.
 *   - `/`: one `<p>hello</p>`, the first-load JS floor (scripts/js-budget.mjs);
 *   - `/terms`: the same articles as the shop's /terms (lib/content/legal.messages.ts),
 *     as plain HTML with no styles and no shell: what /terms costs a phone at best
 *     (scripts/bench-member.mjs).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { serve } from './processes.mjs';

export const BARE_DIR = '.tmp/bare-next';

const TERMS_PAGE = `import terms from '../terms.json';

export default function Terms() {
  return (
    <main>
      <h1>{terms.title}</h1>
      <p>{terms.description}</p>
      {terms.articles.map((article) => (
        <section key={article.heading}>
          <h2>{article.heading}</h2>
          {(article.paragraphs ?? []).map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          {article.items ? <ul>{article.items.map((item) => <li key={item}>{item}</li>)}</ul> : null}
        </section>
      ))}
    </main>
  );
}
`;

/** The shop's terms as data, read through tsx (the messages are TypeScript). */
function termsJson() {
  return execFileSync(
    'npx',
    ['tsx', '-e', "import('./lib/content/legal.messages.ts').then((m) => process.stdout.write(JSON.stringify((m.legalMessages ?? m.default.legalMessages).terms)))"],
    { encoding: 'utf8' },
  );
}

/** Builds the bare app (with `/terms` when asked) and serves it on `port`. */
export function serveBareNext(port, { terms = false } = {}) {
  rmSync(BARE_DIR, { recursive: true, force: true });
  mkdirSync(`${BARE_DIR}/pages`, { recursive: true });
  writeFileSync(`${BARE_DIR}/package.json`, '{ "private": true }\n');
  writeFileSync(`${BARE_DIR}/next.config.js`, 'module.exports = { reactStrictMode: true };\n');
  writeFileSync(`${BARE_DIR}/pages/index.jsx`, 'export default function Home() {\n  return <p>hello</p>;\n}\n');
  if (terms) {
    writeFileSync(`${BARE_DIR}/terms.json`, termsJson());
    writeFileSync(`${BARE_DIR}/pages/terms.jsx`, TERMS_PAGE);
  }
  execFileSync('npx', ['next', 'build', BARE_DIR], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  serve('npx', ['next', 'start', BARE_DIR, '-H', '127.0.0.1', '-p', String(port)]);
  return `http://127.0.0.1:${port}`;
}
