import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoutes, type PageName } from '../../platform/routes';
import { afterLoginPages } from '../afterLoginPages';
import { pageLoader } from '../pageLoaders';

/**
 * Issue 13: Mantine's style sheets are imported per component, each with the pages that use it. This test reads the
 * web app's imports and fails when a file uses a Mantine component whose sheet (or the sheet of a component it is
 * built on) is not loaded by the time the file's code runs: imported by the file's chunk itself (its static
 * imports) or by every chunk that loads it. After-login pages are drawn inside the after-login layout, so they
 * count on its sheets too.
 */

const WEB = resolve(import.meta.dirname, '../..');
const MANTINE = resolve(WEB, '../../node_modules/@mantine');
const ESM = join(MANTINE, 'core/esm');
const COMPONENTS = join(ESM, 'components');
const SHEETS = join(MANTINE, 'core/styles');

const read = (file: string) => readFileSync(file, 'utf8');
/** The first group of each match of `pattern`. */
const captured = (source: string, pattern: RegExp) =>
  [...source.matchAll(pattern)].map((match) => match[1] ?? '');
const sheetExists = (name: string) => existsSync(join(SHEETS, `${name}.css`));

/** A folder's place: a component's, or one of the shared pieces under utils (InlineInput, under Switch ...). */
const folderDir = (folder: string) =>
  existsSync(join(COMPONENTS, folder)) ? join(COMPONENTS, folder) : join(ESM, 'utils', folder);

/** Mantine's folders each file of a folder imports (TextInput → InputBase → Input, Switch → InlineInput ...). */
function componentFolderDeps(folder: string): Set<string> {
  const deps = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.mjs'))
        for (const spec of captured(read(path), /from '(\.[^']+)'/g)) {
          const [area, name] = relative(ESM, resolve(dir, spec)).split('/');
          if ((area === 'components' || area === 'utils') && name) deps.add(name);
        }
    }
  };
  if (existsSync(folderDir(folder))) walk(folderDir(folder));
  return deps;
}

const closureCache = new Map<string, Set<string>>();
/** Every sheet a Mantine component folder needs: its own and those of the components it is built on. */
function sheetsOfFolder(folder: string, seen = new Set<string>()): Set<string> {
  const cached = closureCache.get(folder);
  if (cached) return cached;
  seen.add(folder);
  const sheets = new Set<string>(sheetExists(folder) ? [folder] : []);
  for (const dep of componentFolderDeps(folder))
    if (!seen.has(dep)) for (const sheet of sheetsOfFolder(dep, seen)) sheets.add(sheet);
  closureCache.set(folder, sheets);
  return sheets;
}

/** The folder of a named export of @mantine/core (AppShell, TextInput ...), or null for hooks and helpers. */
function folderOf(name: string): string | null {
  const topLevel = join(COMPONENTS, name);
  if (existsSync(topLevel)) return name;
  for (const folder of readdirSync(COMPONENTS))
    if (
      existsSync(join(COMPONENTS, folder, name, `${name}.mjs`)) ||
      existsSync(join(COMPONENTS, folder, `${name}.mjs`))
    )
      return folder;
  return null;
}

const namedImports = (source: string, from: RegExp) =>
  [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)]
    .filter(([, , spec]) => from.test(spec ?? ''))
    .flatMap(([statement, names = '']) =>
      statement.startsWith('import type')
        ? []
        : names
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type '))
            .map((name) => name.split(/\s+as\s+/)[0] ?? name),
    );

/** The sheets another Mantine package (notifications, dates, tiptap) needs from @mantine/core for what it draws. */
function sheetsOfPackage(pkg: string): Set<string> {
  const sheets = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.mjs'))
        for (const name of namedImports(read(path), /^@mantine\/core$/)) add(name);
    }
  };
  const add = (name: string) => {
    const folder = folderOf(name);
    if (folder) for (const sheet of sheetsOfFolder(folder)) sheets.add(sheet);
  };
  walk(join(MANTINE, pkg, 'esm'));
  return sheets;
}

/** Each component's sheets a web file needs, for the message: `AppShell → AppShell.css`. */
function neededSheets(source: string): Map<string, Set<string>> {
  const needs = new Map<string, Set<string>>();
  for (const name of namedImports(source, /^@mantine\/core$/)) {
    const folder = folderOf(name);
    if (folder) needs.set(name, sheetsOfFolder(folder));
  }
  // What draws is a component (DatePickerInput, Notifications); a store or hook (the toasts' `notifications`) needs
  // no sheet.
  for (const pkg of captured(source, /from '@mantine\/(dates|notifications|tiptap)'/g))
    if (namedImports(source, new RegExp(`^@mantine/${pkg}$`)).some((name) => /^[A-Z]/.test(name)))
      needs.set(`@mantine/${pkg}`, sheetsOfPackage(pkg));
  return needs;
}

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

interface Chunk {
  files: Set<string>;
  sheets: Set<string>;
  lazy: Set<string>;
}

/** A lazily loaded module and everything it imports statically: what arrives together. */
function chunkOf(root: string): Chunk {
  const chunk: Chunk = { files: new Set(), sheets: new Set(), lazy: new Set() };
  const visit = (file: string) => {
    if (chunk.files.has(file)) return;
    chunk.files.add(file);
    const source = read(file);
    for (const sheet of captured(source, /import '@mantine\/core\/styles\/([\w-]+)\.css'/g))
      chunk.sheets.add(sheet);
    for (const spec of captured(source, /(?:import|export)\s(?:[^'";]*?from\s+)?'(\.[^']+)'/g)) {
      const target = resolveModule(file, spec);
      if (target) visit(target);
    }
    for (const spec of captured(source, /import\(\s*'(\.[^']+)'\s*\)/g)) {
      const target = resolveModule(file, spec);
      if (target && /\.tsx?$/.test(target)) chunk.lazy.add(target);
    }
  };
  visit(root);
  return chunk;
}

const afterLoginLayout = join(WEB, 'app/layouts/AfterLoginLayout.tsx');
/**
 * The module a route's page loader imports, read from its source (Vite may have rewritten it to a root path); for a
 * page loaded through the after-login table, that table's loader of it.
 */
function pageModule(name: PageName): string | null {
  const loader = pageLoader(name);
  const source = (loader.afterLoginPage ? afterLoginPages[loader.afterLoginPage] : loader).toString();
  const spec = source.match(/\(\s*["']([^"']+)["']\s*\)/)?.[1];
  if (!spec) return null;
  return spec.startsWith('/src/')
    ? resolveModule(join(WEB, '../..', 'x'), `.${spec}`)
    : resolveModule(join(WEB, 'app/pageLoaders.ts'), spec);
}

const drawnAfterLogin = new Set(
  appRoutes.filter((route) => route.layout === 'afterLogin').map((route) => pageModule(route.page)),
);

/** The sheets present when each chunk's code runs: its own plus those of every chunk that loads it. */
function sheetsPresent(): { chunks: Map<string, Chunk>; present: Map<string, Set<string>> } {
  const chunks = new Map<string, Chunk>();
  const parents = new Map<string, Set<string>>();
  const queue = [join(WEB, 'main.tsx')];
  while (queue.length > 0) {
    const root = queue.shift()!;
    if (chunks.has(root)) continue;
    const chunk = chunkOf(root);
    chunks.set(root, chunk);
    for (const target of chunk.lazy) {
      parents.set(target, (parents.get(target) ?? new Set()).add(root));
      queue.push(target);
    }
  }
  for (const page of drawnAfterLogin) if (page) parents.get(page)?.add(afterLoginLayout);

  const present = new Map<string, Set<string>>();
  const presentIn = (root: string, path: string[]): Set<string> => {
    const known = present.get(root);
    if (known) return known;
    const own = chunks.get(root)!.sheets;
    const loaders = [...(parents.get(root) ?? [])].filter((parent) => !path.includes(parent));
    const inherited = drawnAfterLogin.has(root)
      ? presentIn(afterLoginLayout, [...path, root])
      : loaders
          .map((parent) => presentIn(parent, [...path, root]))
          .reduce<Set<string> | null>((all, next) => {
            if (!all) return new Set(next);
            for (const sheet of all) if (!next.has(sheet)) all.delete(sheet);
            return all;
          }, null);
    const sheets = new Set([...own, ...(inherited ?? [])]);
    present.set(root, sheets);
    return sheets;
  };
  for (const root of chunks.keys()) presentIn(root, []);
  return { chunks, present };
}

describe('Mantine style sheets per page (issue 13)', () => {
  const { chunks, present } = sheetsPresent();

  it('finds the chunks of the app: the entry, the after-login layout and the lazily loaded pages', () => {
    expect(chunks.has(afterLoginLayout)).toBe(true);
    expect(drawnAfterLogin.size).toBeGreaterThan(5);
    for (const page of drawnAfterLogin) expect(page && chunks.has(page), String(page)).toBe(true);
  });

  it('loads the sheet of every Mantine component a file uses, and of the components it is built on', () => {
    const missing: string[] = [];
    for (const [root, chunk] of chunks) {
      const sheets = present.get(root)!;
      for (const file of chunk.files)
        for (const [component, needs] of neededSheets(read(file))) {
          const absent = [...needs].filter((sheet) => !sheets.has(sheet));
          if (absent.length > 0)
            missing.push(
              `${relative(WEB, file)} (loaded by ${relative(WEB, root)}): ${component} needs ${absent}`,
            );
        }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  // The entry (main.tsx) brings React DOM alone; the app's start, named in index.html, brings everything else.
  it("loads Mantine's global sheets with the app's start, before any component's", () => {
    const start = present.get(join(WEB, 'app/start.tsx'))!;
    expect(['baseline', 'global'].filter((sheet) => !start.has(sheet))).toEqual([]);
  });

  // Providers.tsx has MantineProvider write every theme variable (deduplicateCssVariables off): the sheet of
  // Mantine's defaults would repeat them, 2.5 KB more on the first page (issue 13).
  it("does not load the sheet of Mantine's default variables, which the provider writes", () => {
    const start = present.get(join(WEB, 'app/start.tsx'))!;
    expect(start.has('default-css-variables')).toBe(false);
  });
});
