/**
 * The re-cut by feature (issue 18) as a codemod that can run again on a newer main:
 *
 *   npx tsx scripts/recut/apply.ts --dry-run   # print the plan, touch nothing
 *   npx tsx scripts/recut/apply.ts             # on a clean tree: move, rewrite, report
 *
 * 1. Files: `git mv` for every row of scripts/recut/moves.tsv whose source exists (rows whose
 *    source is gone are reported and skipped; a row ending in "/" moves the files of that folder
 *    no row names, so files added since the list was written follow their folder).
 * 2. Specifiers: every import/export, `import()` (so `next/dynamic` too), `import('…')` types,
 *    `require`, `jest.mock`/`requireActual`/… in *.ts, *.tsx, *.js, *.mjs, *.cjs of the repository
 *    is resolved against the old tree and pointed at the new place: `@/` stays `@/`, relative stays
 *    relative (recomputed) unless the new relative path would leave the importer's area in app code
 *    (lib/<area>, components/<area>), where it becomes `@/` as the house writes such imports.
 * 3. Symbols: scripts/recut/symbols.json moves exported declarations between files (with the
 *    private helpers only they use and the imports they need) and splits every import of them.
 * 4. Mentions: paths written out whole in comments, strings and docs/*.md, README.md are rewritten
 *    (folders only when all their files went to one place); the rest is reported.
 * 5. Post-steps: the files under scripts/recut/files/ (the new eslint.config.mjs, docs/ARCHITECTURE.md,
 *    the lint rules' test) are copied into place; a file that changed upstream since the re-cut was
 *    written is reported so its upstream change can be merged by hand (`git diff HEAD -- <file>`).
 *
 * It never commits: check the result (tsc, eslint, jest, next build), then commit.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const posix = path.posix;
const HERE = 'scripts/recut';
const DRY = process.argv.includes('--dry-run');
const VERBOSE = process.argv.includes('--verbose');

/** The blobs the post-step files replaced when the re-cut was written (main at d02c7bc). */
const BASE_BLOBS: Record<string, string> = {
  'eslint.config.mjs': '6f1c2f2452c18eb47e4ab08f8ad931c84c034040',
  'docs/ARCHITECTURE.md': '81604cde9925afd6999f5845ad1c426296c9b868',
};

/** Folders the re-cut empties: a file left in one of them has no row and no folder rule. */
const DISSOLVED = [
  'components/layout/',
  'components/info/',
  'components/order/',
  'components/checkout/',
  'components/product/',
  'components/brand/',
  'lib/server/services/',
  '__tests__/components/layout/',
  '__tests__/components/info/',
  '__tests__/components/order/',
  '__tests__/components/checkout/',
  '__tests__/components/product/',
  '__tests__/components/home/',
  '__tests__/components/brand/',
];

const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const RESOLVE_EXTS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'];
const TOP = ['components', 'lib', '__tests__', 'pages', 'e2e', 'scripts', 'styles', 'public', 'docs', 'types'];

const notes: Record<string, string[]> = {
  'rows skipped (source missing)': [],
  'rows skipped (destination taken)': [],
  'moved by a folder rule (no row of their own)': [],
  'files left in a dissolved folder (no row, no folder rule)': [],
  'specifiers that resolve to nothing (left as they are)': [],
  'path mentions not rewritten (a folder split over several places, or not found)': [],
  'path mentions of a folder that stays but lost files (check the sentence)': [],
  'symbol moves skipped or partial': [],
  'hand fixes not applied (the text is not there any more)': [],
  'imports of moved symbols the tool could not split (fix by hand)': [],
  'post-step files changed upstream since the re-cut was written (merge by hand)': [],
};
const note = (key: keyof typeof notes | string, line: string) => (notes[key] ??= []).push(line);

function git(...args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

// ── the tree ─────────────────────────────────────────────────────────────────────

if (!fs.existsSync('package.json') || !fs.existsSync(`${HERE}/moves.tsv`)) {
  console.error('Run from the repository root: npx tsx scripts/recut/apply.ts');
  process.exit(2);
}
if (!DRY && git('status', '--porcelain').trim() !== '') {
  console.error('The tree is not clean: commit or discard first (never `git stash`: it is shared by the worktrees).');
  process.exit(2);
}

const tracked = git('ls-files', '-z')
  .split('\0')
  .filter((file) => file && fs.existsSync(file));
const trackedSet = new Set(tracked);
const isOurs = (file: string) => file.startsWith(`${HERE}/`);

// ── 1. the file map ──────────────────────────────────────────────────────────────

interface Row {
  from: string;
  to: string;
  line: number;
}

function readRows(): Row[] {
  return fs
    .readFileSync(`${HERE}/moves.tsv`, 'utf8')
    .split('\n')
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .filter(({ text }) => text && !text.startsWith('#'))
    .map(({ text, line }) => {
      const [from, to] = text.split('\t').map((part) => part.trim());
      if (!from || !to) throw new Error(`moves.tsv line ${line}: want "old<TAB>new", got "${text}"`);
      if (from.endsWith('/') !== to.endsWith('/')) throw new Error(`moves.tsv line ${line}: a folder rule maps a folder to a folder`);
      return { from, to, line };
    });
}

const rows = readRows();
const fileMap = new Map<string, string>();
for (const row of rows.filter((r) => !r.from.endsWith('/'))) {
  if (!trackedSet.has(row.from)) note('rows skipped (source missing)', `${row.from} (line ${row.line})`);
  else fileMap.set(row.from, row.to);
}
for (const row of rows.filter((r) => r.from.endsWith('/'))) {
  for (const file of tracked) {
    if (file.startsWith(row.from) && !fileMap.has(file) && !rows.some((r) => r.from === file)) {
      const to = row.to + file.slice(row.from.length);
      fileMap.set(file, to);
      note('moved by a folder rule (no row of their own)', `${file} -> ${to}`);
    }
  }
}
// A destination that is taken by a file that stays, or claimed twice, cancels the move.
const claimed = new Map<string, string>();
for (const [from, to] of [...fileMap]) {
  const takenByStayer = trackedSet.has(to) && !fileMap.has(to);
  if (takenByStayer || claimed.has(to)) {
    note('rows skipped (destination taken)', `${from} -> ${to} (${takenByStayer ? 'a file stays there' : `also claimed by ${claimed.get(to)}`})`);
    fileMap.delete(from);
  } else claimed.set(to, from);
}
for (const file of tracked) {
  if (DISSOLVED.some((dir) => file.startsWith(dir)) && !fileMap.has(file)) note('files left in a dissolved folder (no row, no folder rule)', file);
}

const newPathOf = (file: string) => fileMap.get(file) ?? file;
const movedOld = [...fileMap.keys()];

// ── resolving specifiers ─────────────────────────────────────────────────────────

type Style = 'exact' | 'bare' | 'index';
interface Resolved {
  target: string;
  style: Style;
  alias: boolean;
}

function resolveIn(files: Set<string>, importer: string, spec: string): Resolved | null {
  let base: string;
  let alias = false;
  if (spec.startsWith('@/')) {
    base = spec.slice(2);
    alias = true;
  } else if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') {
    base = posix.normalize(posix.join(posix.dirname(importer), spec));
  } else return null;
  base = base.replace(/\/$/, '');
  if (files.has(base)) return { target: base, style: 'exact', alias };
  // `import x from './a.js'` written for a .ts file (ESM style)
  const jsAsTs = base.match(/^(.*)\.(js|mjs|cjs)$/);
  if (jsAsTs) {
    for (const ext of ['.ts', '.tsx', '.mts', '.cts']) if (files.has(jsAsTs[1] + ext)) return { target: jsAsTs[1] + ext, style: 'exact', alias };
  }
  for (const ext of RESOLVE_EXTS) if (files.has(base + ext)) return { target: base + ext, style: 'bare', alias };
  for (const ext of RESOLVE_EXTS) if (files.has(`${base}/index${ext}`)) return { target: `${base}/index${ext}`, style: 'index', alias };
  return null;
}

const stripExt = (file: string) => file.replace(/(\.d)?\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json)$/, '');

/** lib/<area>, components/<area>, pages/<area>…; a file straight under a top folder is in that folder's area. */
function areaOf(file: string): string {
  const parts = file.split('/');
  return parts.length <= 2 ? parts[0] : `${parts[0]}/${parts[1]}`;
}
const isAppCode = (file: string) => /^(lib|components|pages|styles)\//.test(file);

function specifierFor(importer: string, target: string, style: Style, alias: boolean, original: string): string {
  let where = target;
  if (style === 'bare') where = stripExt(target);
  else if (style === 'index') where = /^index\./.test(posix.basename(target)) ? posix.dirname(target) : stripExt(target);
  if (alias) return `@/${where}`;
  let relative = posix.relative(posix.dirname(importer), where);
  if (!relative.startsWith('.')) relative = `./${relative}`;
  if (relative === original) return original;
  if (isAppCode(importer) && areaOf(importer) !== areaOf(target)) return `@/${where}`;
  return relative;
}

// ── finding specifiers ───────────────────────────────────────────────────────────

interface Occurrence {
  start: number; // inside the quotes
  end: number;
  text: string;
  node: ts.Node; // the declaration or call that holds it
}

const MODULE_CALLS = /^(require|require\.resolve|jest\.(mock|doMock|unmock|dontMock|requireActual|requireMock|setMock|createMockFromModule))$/;

function scriptKindOf(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.(ts|mts|cts)$/.test(file)) return ts.ScriptKind.TS;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}
function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKindOf(file));
}

function occurrencesOf(sf: ts.SourceFile): Occurrence[] {
  const found: Occurrence[] = [];
  const add = (literal: ts.Node, holder: ts.Node) => {
    if (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) {
      found.push({ start: literal.getStart(sf) + 1, end: literal.end - 1, text: literal.text, node: holder });
    }
  };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) add(node.moduleSpecifier, node);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) add(node.moduleReference.expression, node);
    else if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || MODULE_CALLS.test(callee.getText(sf))) add(node.arguments[0], node);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, node);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

// ── path mentions (comments, strings, docs) ──────────────────────────────────────

const MENTION = new RegExp(
  String.raw`(?<![\w@.\/\-])(@\/|(?:\.\.?\/)+)?((?:[\w.\-\[\]]+\/)*[\w.\-\[\]]*[\w\]])`,
  'g',
);
const trackedDirs = (() => {
  const dirs = new Map<string, string[]>();
  for (const file of tracked) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) {
      const dir = parts.slice(0, i).join('/');
      if (!dirs.has(dir)) dirs.set(dir, []);
      dirs.get(dir)!.push(file);
    }
  }
  return dirs;
})();

/** Where a folder went: one place when every file under it moved by the same prefix change. */
function dirDestination(dir: string): string | null | 'split' {
  const files = trackedDirs.get(dir);
  if (!files) return null;
  let destination: string | null = null;
  let moved = false;
  for (const file of files) {
    const to = newPathOf(file);
    if (to !== file) moved = true;
    const rest = file.slice(dir.length);
    if (!to.endsWith(rest)) return 'split';
    const prefix = to.slice(0, to.length - rest.length);
    if (destination === null) destination = prefix;
    else if (destination !== prefix) return 'split';
  }
  return moved ? destination : null;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Files a post-step replaces whole (scripts/recut/files/…): their old text is not worth a report. */
const replacedLater = new Set(walkFiles(`${HERE}/files`).map((file) => file.slice(`${HERE}/files/`.length)));
function walkFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = posix.join(dir, entry.name);
    return entry.isDirectory() ? walkFiles(full) : [full];
  });
}

function mentionEdits(file: string, text: string, skip: Occurrence[]): Edit[] {
  const edits: Edit[] = [];
  if (replacedLater.has(file)) return edits;
  const newFile = newPathOf(file);
  const inSkip = (at: number) => skip.some((occurrence) => at >= occurrence.start - 1 && at <= occurrence.end + 1);
  for (const match of text.matchAll(MENTION)) {
    const at = match.index ?? 0;
    if (inSkip(at)) continue;
    const prefix = match[1] ?? '';
    const body = match[2];
    if (!body.includes('/') && !(prefix && /\.(tsx?|mjs|js)$/.test(body))) continue;
    const relative = prefix.startsWith('.');
    if (!relative && !TOP.includes(body.split('/')[0])) {
      // `services/orders/time.ts`: the tail of a path that moved, too short to rewrite safely.
      if (!prefix && /\.(tsx?|mjs)$/.test(body) && movedOld.some((old) => old.endsWith(`/${body}`))) {
        note('path mentions not rewritten (a folder split over several places, or not found)', `${newFile}: ${body} (partial path)`);
      }
      continue;
    }
    const base = relative ? posix.normalize(posix.join(posix.dirname(file), prefix + body)) : body;
    let replacement: string | null = null;
    const fileHit = trackedSet.has(base) ? base : RESOLVE_EXTS.map((ext) => base + ext).find((candidate) => trackedSet.has(candidate));
    if (fileHit) {
      const to = newPathOf(fileHit);
      if (to === fileHit && newFile === file) continue;
      const shown = fileHit === base ? to : stripExt(to);
      replacement = relative ? relativeMention(newFile, shown) : prefix + shown;
    } else {
      const destination = dirDestination(base);
      if (destination === null) {
        if (DISSOLVED.some((dir) => `${base}/`.startsWith(dir)) || isGoneFolder(base)) note('path mentions not rewritten (a folder split over several places, or not found)', `${newFile}: ${prefix}${body}`);
        continue;
      }
      if (destination === 'split') {
        const stays = (trackedDirs.get(base) ?? []).some((inside) => newPathOf(inside).startsWith(`${base}/`));
        if (stays) note('path mentions of a folder that stays but lost files (check the sentence)', `${newFile}: ${prefix}${body}`);
        else note('path mentions not rewritten (a folder split over several places, or not found)', `${newFile}: ${prefix}${body} (split)`);
        continue;
      }
      const shown = destination.replace(/\/$/, '');
      if (shown === base && newFile === file) continue;
      replacement = relative ? relativeMention(newFile, shown) : prefix + shown;
    }
    const original = prefix + body;
    if (replacement !== null && replacement !== original) edits.push({ start: at, end: at + original.length, text: replacement });
  }
  return edits;
}
function relativeMention(fromFile: string, to: string): string {
  const relative = posix.relative(posix.dirname(fromFile), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}
function isGoneFolder(dir: string): boolean {
  return [...fileMap.keys()].some((file) => file.startsWith(`${dir}/`)) && !trackedDirs.has(dir);
}

function applyEdits(text: string, edits: Edit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

// ── 2. rewriting every file against the new places ───────────────────────────────

const contents = new Map<string, string>(); // new path -> text, for the files that change
const codeFiles = tracked.filter((file) => CODE.test(file) && !isOurs(file));
const docFiles = tracked.filter((file) => /\.md$/.test(file) && !isOurs(file) && (file.startsWith('docs/') || !file.includes('/')));
let specifiersRewritten = 0;

for (const file of codeFiles) {
  const text = fs.readFileSync(file, 'utf8');
  const sf = parse(file, text);
  const occurrences = occurrencesOf(sf);
  const importer = newPathOf(file);
  const edits: Edit[] = [];
  for (const occurrence of occurrences) {
    const resolved = resolveIn(trackedSet, file, occurrence.text);
    if (!resolved) {
      if (/^(@\/|\.)/.test(occurrence.text) && !occurrence.text.endsWith('.css')) note('specifiers that resolve to nothing (left as they are)', `${file}: '${occurrence.text}'`);
      continue;
    }
    const target = newPathOf(resolved.target);
    if (target === resolved.target && importer === file) continue;
    const next = specifierFor(importer, target, resolved.style, resolved.alias, occurrence.text);
    if (next !== occurrence.text) {
      edits.push({ start: occurrence.start, end: occurrence.end, text: next });
      specifiersRewritten++;
    }
  }
  edits.push(...mentionEdits(file, text, occurrences));
  if (edits.length > 0 || importer !== file) contents.set(importer, applyEdits(text, edits));
}
for (const file of docFiles) {
  const text = fs.readFileSync(file, 'utf8');
  const edits = mentionEdits(file, text, []);
  if (edits.length > 0) contents.set(file, applyEdits(text, edits));
}

// ── 3. moving symbols between files ──────────────────────────────────────────────

interface SymbolMove {
  from: string;
  to: string;
  names: string[];
  header?: string;
  why?: string;
}

const newTree = new Set(tracked.map(newPathOf));
const textOf = (file: string): string | null => contents.get(file) ?? (newTree.has(file) ? readNew(file) : null);
function readNew(file: string): string | null {
  const old = [...fileMap].find(([, to]) => to === file)?.[0] ?? file;
  return fs.existsSync(old) ? fs.readFileSync(old, 'utf8') : null;
}

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) => (ts.isIdentifier(declaration.name) ? [declaration.name.text] : []));
  }
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name
  ) {
    return [statement.name.text];
  }
  return [];
}
const isExported = (statement: ts.Statement) =>
  ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
const isTypeOnlyDeclaration = (statement: ts.Statement) => ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);

function identifiersIn(nodes: readonly ts.Node[]): Set<string> {
  const ids = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) ids.add(node.text);
    ts.forEachChild(node, visit);
  };
  nodes.forEach(visit);
  return ids;
}

/** Where a statement's text starts: its own comments, not a comment a blank line above it. */
function attachedStart(text: string, statement: ts.Statement, sf: ts.SourceFile): number {
  let start = statement.getStart(sf);
  const comments = ts.getLeadingCommentRanges(text, statement.pos) ?? [];
  for (let i = comments.length - 1; i >= 0; i--) {
    const between = text.slice(comments[i].end, start);
    // A blank line parts a comment from the statement; the file's opening comment is the file's.
    if (/\n\s*\n/.test(between) || text.slice(0, comments[i].pos).trim() === '') break;
    start = comments[i].pos;
  }
  return start;
}

interface Binding {
  local: string;
  imported: string; // 'default' | '*' | name
  typeOnly: boolean;
}
function bindingsOf(declaration: ts.ImportDeclaration): Binding[] {
  const clause = declaration.importClause;
  if (!clause) return [];
  const all: Binding[] = [];
  if (clause.name) all.push({ local: clause.name.text, imported: 'default', typeOnly: clause.isTypeOnly });
  const named = clause.namedBindings;
  if (named && ts.isNamespaceImport(named)) all.push({ local: named.name.text, imported: '*', typeOnly: clause.isTypeOnly });
  if (named && ts.isNamedImports(named)) {
    for (const element of named.elements) {
      all.push({ local: element.name.text, imported: (element.propertyName ?? element.name).text, typeOnly: clause.isTypeOnly || element.isTypeOnly });
    }
  }
  return all;
}
function importText(bindings: Binding[], spec: string): string {
  const defaults = bindings.filter((binding) => binding.imported === 'default');
  const namespace = bindings.find((binding) => binding.imported === '*');
  const named = bindings.filter((binding) => binding.imported !== 'default' && binding.imported !== '*');
  const allTypes = bindings.every((binding) => binding.typeOnly);
  const element = (binding: Binding) =>
    `${binding.typeOnly && !allTypes ? 'type ' : ''}${binding.imported === binding.local ? binding.local : `${binding.imported} as ${binding.local}`}`;
  const parts: string[] = [];
  if (defaults[0]) parts.push(defaults[0].local);
  if (namespace) parts.push(`* as ${namespace.local}`);
  if (named.length) parts.push(`{ ${named.map(element).join(', ')} }`);
  return `import ${allTypes ? 'type ' : ''}${parts.join(', ')} from '${spec}';`;
}

function specifierBetween(fromFile: string, target: string, likeSpec: string): string {
  const alias = likeSpec.startsWith('@/') || !likeSpec.startsWith('.');
  return specifierFor(fromFile, target, 'bare', alias, '');
}

function moveSymbols(move: SymbolMove): void {
  const sourceText = textOf(move.from);
  if (sourceText === null) {
    note('symbol moves skipped or partial', `${move.from}: not found, ${move.names.join(', ')} stay where they are`);
    return;
  }
  const sf = parse(move.from, sourceText);
  const statements = sf.statements.filter((statement) => !ts.isImportDeclaration(statement));
  const selected = new Set<ts.Statement>();
  for (const name of move.names) {
    const statement = statements.find((candidate) => declaredNames(candidate).includes(name));
    if (!statement) {
      note('symbol moves skipped or partial', `${move.from}: no declaration of ${name}`);
      continue;
    }
    if (declaredNames(statement).some((declared) => !move.names.includes(declared))) {
      note('symbol moves skipped or partial', `${move.from}: ${name} is declared together with others; moved with them`);
    }
    selected.add(statement);
  }
  if (selected.size === 0) return;
  // Private helpers only the moved code uses go along; one that both sides use stops the move.
  for (let changed = true; changed; ) {
    changed = false;
    const usedByMoved = identifiersIn([...selected]);
    for (const statement of statements) {
      if (selected.has(statement) || isExported(statement)) continue;
      const names = declaredNames(statement);
      if (!names.some((name) => usedByMoved.has(name))) continue;
      const others = statements.filter((other) => other !== statement && !selected.has(other));
      const usedByRest = identifiersIn(others);
      if (names.some((name) => usedByRest.has(name))) {
        note('symbol moves skipped or partial', `${move.from}: ${names.join(', ')} is used by the moved code and by what stays; nothing moved`);
        return;
      }
      selected.add(statement);
      changed = true;
    }
  }
  const moved = statements.filter((statement) => selected.has(statement));
  const staying = statements.filter((statement) => !selected.has(statement));
  const movedNames = new Set(moved.flatMap(declaredNames));
  const exportedMovedNames = new Set(moved.filter(isExported).flatMap(declaredNames));
  const typeNames = new Set(moved.filter(isTypeOnlyDeclaration).flatMap(declaredNames));
  const usedByMoved = identifiersIn(moved);
  const usedByStaying = identifiersIn(staying);

  // The imports each side needs.
  const imports = sf.statements.filter(ts.isImportDeclaration);
  const targetImports: string[] = [];
  const sourceEdits: Edit[] = [];
  for (const declaration of imports) {
    const spec = (declaration.moduleSpecifier as ts.StringLiteral).text;
    const bindings = bindingsOf(declaration);
    if (bindings.length === 0) continue;
    const forTarget = bindings.filter((binding) => usedByMoved.has(binding.local));
    const forSource = bindings.filter((binding) => usedByStaying.has(binding.local));
    if (forTarget.length) {
      const resolved = resolveIn(newTree, move.from, spec);
      const targetSpec = resolved ? specifierFor(move.to, resolved.target, resolved.style, resolved.alias, '') : spec;
      targetImports.push(importText(forTarget, targetSpec));
    }
    if (forSource.length !== bindings.length) {
      const start = attachedStart(sourceText, declaration, sf);
      const end = sourceText[declaration.end] === '\n' ? declaration.end + 1 : declaration.end;
      sourceEdits.push({ start, end, text: forSource.length ? `${importText(forSource, spec)}\n` : '' });
    }
  }
  // The moved code may use exported declarations that stay: it imports them from the source.
  const backNames = staying.filter(isExported).flatMap(declaredNames).filter((name) => usedByMoved.has(name));
  if (backNames.length) {
    const typeBack = new Set(staying.filter(isTypeOnlyDeclaration).flatMap(declaredNames));
    targetImports.push(
      importText(
        backNames.map((name) => ({ local: name, imported: name, typeOnly: typeBack.has(name) })),
        specifierBetween(move.to, move.from, '@/'),
      ),
    );
  }
  // What stays may use what moved: it imports it from the target.
  const stillUsed = [...movedNames].filter((name) => usedByStaying.has(name));
  const notExported = stillUsed.filter((name) => !exportedMovedNames.has(name));
  if (notExported.length) {
    note('symbol moves skipped or partial', `${move.from}: ${notExported.join(', ')} (private) is still used by what stays; nothing moved`);
    return;
  }
  for (const statement of moved) {
    const start = attachedStart(sourceText, statement, sf);
    let end = statement.end;
    while (sourceText[end] === '\n' && end - statement.end < 2) end++;
    // Keep a blank line between what was above and below the block.
    const keepBlank = start > 1 && sourceText[start - 1] === '\n' && sourceText[start - 2] !== '\n' && end < sourceText.length;
    sourceEdits.push({ start, end, text: keepBlank ? '\n' : '' });
  }
  let newSource = applyEdits(sourceText, sourceEdits);
  if (stillUsed.length) {
    const line = importText(
      stillUsed.map((name) => ({ local: name, imported: name, typeOnly: typeNames.has(name) })),
      specifierBetween(move.from, move.to, '@/'),
    );
    newSource = insertImports(move.from, newSource, [line]);
  }
  contents.set(move.from, newSource.replace(/\n{3,}/g, '\n\n'));

  // Statements that were neighbours keep the space between them; others are a blank line apart.
  let movedText = '';
  moved.forEach((statement, index) => {
    const start = attachedStart(sourceText, statement, sf);
    if (index > 0) {
      const previous = moved[index - 1];
      const between = sourceText.slice(previous.end, start);
      const neighbours = statements.indexOf(statement) === statements.indexOf(previous) + 1 && between.trim() === '';
      movedText += neighbours ? between : '\n\n';
    }
    movedText += sourceText.slice(start, statement.end);
  });
  const existing = textOf(move.to);
  if (existing === null) {
    const header = move.header ? `${move.header.trim()}\n${targetImports.length ? '' : '\n'}` : '';
    contents.set(move.to, `${header}${targetImports.join('\n')}${targetImports.length ? '\n\n' : ''}${movedText}\n`);
    newTree.add(move.to);
  } else {
    contents.set(move.to, `${insertImports(move.to, existing, targetImports).replace(/\n*$/, '\n')}\n${movedText}\n`);
  }
  splitImporters(move, exportedMovedNames);
}

function insertImports(file: string, text: string, lines: string[]): string {
  if (lines.length === 0) return text;
  const sf = parse(file, text);
  const last = [...sf.statements].reverse().find(ts.isImportDeclaration);
  if (last) return `${text.slice(0, last.end)}\n${lines.join('\n')}${text.slice(last.end)}`;
  // No import yet: below the file's opening comment when a blank line sets it apart.
  const opening = (ts.getLeadingCommentRanges(text, 0) ?? [])[0];
  const at = opening && /^\s*\n\s*\n/.test(text.slice(opening.end)) ? opening.end + 1 : 0;
  return `${text.slice(0, at)}${lines.join('\n')}\n${at ? '' : '\n'}${text.slice(at)}`;
}

function splitImporters(move: SymbolMove, movedNames: Set<string>): void {
  for (const file of [...newTree]) {
    if (!CODE.test(file) || isOurs(file) || file === move.from) continue;
    const text = textOf(file);
    if (text === null || !text.includes(posix.basename(stripExt(move.from)))) continue;
    const sf = parse(file, text);
    const edits: Edit[] = [];
    for (const occurrence of occurrencesOf(sf)) {
      const resolved = resolveIn(newTree, file, occurrence.text);
      if (!resolved || resolved.target !== move.from) continue;
      const holder = occurrence.node;
      const toSpec = specifierFor(file, move.to, 'bare', resolved.alias, '');
      if (ts.isImportDeclaration(holder)) {
        const bindings = bindingsOf(holder);
        const namespace = bindings.find((binding) => binding.imported === '*');
        if (namespace) {
          note('imports of moved symbols the tool could not split (fix by hand)', `${file}: import * as ${namespace.local} from '${occurrence.text}'`);
          continue;
        }
        const going = bindings.filter((binding) => movedNames.has(binding.imported));
        if (going.length === 0) continue;
        const staying = bindings.filter((binding) => !movedNames.has(binding.imported));
        const start = holder.getStart(sf);
        const replacement = [staying.length ? importText(staying, occurrence.text) : '', importText(going, toSpec)].filter(Boolean).join('\n');
        edits.push({ start, end: holder.end, text: replacement });
      } else if (ts.isExportDeclaration(holder) && holder.exportClause && ts.isNamedExports(holder.exportClause)) {
        const elements = holder.exportClause.elements;
        const original = (element: ts.ExportSpecifier) => (element.propertyName ?? element.name).text;
        const going = elements.filter((element) => movedNames.has(original(element)));
        if (going.length === 0) continue;
        const staying = elements.filter((element) => !movedNames.has(original(element)));
        const typeWord = holder.isTypeOnly ? 'type ' : '';
        const line = (list: readonly ts.ExportSpecifier[], spec: string) => `export ${typeWord}{ ${list.map((element) => element.getText(sf)).join(', ')} } from '${spec}';`;
        edits.push({
          start: holder.getStart(sf),
          end: holder.end,
          text: [staying.length ? line(staying, occurrence.text) : '', line(going, toSpec)].filter(Boolean).join('\n'),
        });
      } else if (ts.isExportDeclaration(holder) && !holder.exportClause) {
        // `export * from` the source: add the target too, so the names stay reachable.
        edits.push({ start: holder.end, end: holder.end, text: `\nexport * from '${toSpec}';` });
      } else if (ts.isCallExpression(holder) || ts.isImportTypeNode(holder)) {
        const callee = ts.isCallExpression(holder) ? holder.expression.getText(sf) : 'import type';
        note('imports of moved symbols the tool could not split (fix by hand)', `${file}: ${callee}('${occurrence.text}') (${[...movedNames].join(', ')} moved to ${move.to})`);
      }
    }
    if (edits.length) contents.set(file, applyEdits(text, edits));
  }
}

const symbolMoves: SymbolMove[] = fs.existsSync(`${HERE}/symbols.json`) ? JSON.parse(fs.readFileSync(`${HERE}/symbols.json`, 'utf8')) : [];
for (const move of symbolMoves) moveSymbols(move);

// ── 3b. hand fixes, written down (scripts/recut/edits.json: exact text, new paths) ─────

interface HandEdit {
  file: string;
  find: string;
  replace: string;
  why?: string;
}
const handEdits: HandEdit[] = fs.existsSync(`${HERE}/edits.json`) ? JSON.parse(fs.readFileSync(`${HERE}/edits.json`, 'utf8')) : [];
for (const edit of handEdits) {
  const text = textOf(edit.file);
  if (text === null || !text.includes(edit.find)) {
    note('hand fixes not applied (the text is not there any more)', `${edit.file}: ${edit.find.slice(0, 60)}`);
    continue;
  }
  contents.set(edit.file, text.split(edit.find).join(edit.replace));
}

// ── 4. writing ───────────────────────────────────────────────────────────────────

const moves = [...fileMap].sort(([a], [b]) => a.localeCompare(b));
console.log(`recut: ${moves.length} files move, ${specifiersRewritten} specifiers point at new places, ${contents.size} files change.`);
if (VERBOSE || DRY) for (const [from, to] of moves) console.log(`  ${from} -> ${to}`);

if (!DRY) {
  for (const [from, to] of moves) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    git('mv', from, to);
  }
  for (const [file, text] of contents) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    if (before !== text) fs.writeFileSync(file, text);
  }
  // Post-steps: the files of the new house that replace old ones (scripts/recut/files/<path>).
  for (const template of walkFiles(`${HERE}/files`)) {
    const target = template.slice(`${HERE}/files/`.length);
    if (BASE_BLOBS[target] && trackedSet.has(target)) {
      const blob = git('rev-parse', `HEAD:${target}`).trim();
      if (blob !== BASE_BLOBS[target]) note('post-step files changed upstream since the re-cut was written (merge by hand)', `${target}: see \`git diff HEAD -- ${target}\``);
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(template, target);
  }
  git('add', '-A', '--', ...new Set([...contents.keys(), ...walkFiles(`${HERE}/files`).map((file) => file.slice(`${HERE}/files/`.length))]));
  removeEmptyFolders(['components', 'lib', '__tests__']);
}

function removeEmptyFolders(roots: string[]): void {
  const prune = (dir: string): boolean => {
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    let empty = true;
    for (const entry of entries) {
      if (entry.isDirectory()) {
        if (!prune(posix.join(dir, entry.name))) empty = false;
      } else empty = false;
    }
    if (empty) fs.rmdirSync(dir);
    return empty;
  };
  for (const root of roots) if (fs.existsSync(root)) prune(root);
}

// ── 5. the report ────────────────────────────────────────────────────────────────

for (const [title, lines] of Object.entries(notes)) {
  const unique = [...new Set(lines)].sort();
  if (unique.length === 0) continue;
  console.log(`\n${title}: ${unique.length}`);
  for (const line of unique) console.log(`  ${line}`);
}
if (!DRY) {
  console.log('\nNext: npx tsc --noEmit && npx eslint . --max-warnings=0 && npx jest && DEMO_MODE=true npx next build; then commit.');
}
