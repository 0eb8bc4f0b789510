// The direction of dependency (DESIGN §2, docs/architecture.md "Layers"), read from the TypeScript imports of
// src/, type-only ones included: a type is knowledge. `npm run layers` prints what breaks it; layers.test.ts fails
// on it. Test files are left out: a test may build the whole app.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Which server areas each area is built on. An area imports `core`, the drivers, `platform` and the areas named
 * here (and those they are built on); never one above it. A new area adds its line, naming only what it needs.
 */
export const SERVER_AREAS_BUILT_ON: Record<string, readonly string[]> = {
  health: [],
  site: [],
  notifications: [],
  reference: [],
  users: ['notifications'],
  accounts: ['users'],
  admin: ['accounts'],
  signOn: ['accounts'],
  chat: ['notifications', 'users'],
  courses: ['notifications', 'users'],
  calendar: ['courses'],
  storedFiles: ['courses'],
  help: ['storedFiles'],
  manuals: ['storedFiles'],
  library: ['help', 'manuals'],
  handIns: ['courses'],
  coursework: ['storedFiles', 'handIns'],
  assessments: ['coursework', 'calendar'],
  livechat: ['chat', 'courses'],
  lectures: ['livechat', 'storedFiles'],
  meetings: ['lectures'],
  discussions: ['lectures'],
  mail: ['storedFiles'],
  qualifications: ['courses'],
  files: ['assessments', 'library', 'accounts', 'mail', 'qualifications'],
  notes: ['files'],
  selflearning: ['assessments'],
  items: ['assessments', 'discussions', 'meetings', 'selflearning'],
  statistics: ['courses'],
  gradebook: ['items', 'qualifications'],
};

/** The web app's areas are its features; each names the features it is built on, the same way. */
export const WEB_FEATURES_BUILT_ON: Record<string, readonly string[]> = {
  site: [],
  help: [],
  manuals: ['files'],
  reference: [],
  notes: [],
  notifications: [],
  accounts: ['notifications'],
  users: ['accounts'],
  signOn: ['accounts'],
  courses: ['reference', 'notifications'],
  chat: ['courses'],
  calendar: ['courses', 'assessments'],
  files: ['courses', 'notes'],
  coursework: ['files'],
  assessments: ['coursework'],
  library: ['files'],
  lectures: ['files', 'chat'],
  meetings: ['lectures'],
  discussions: ['lectures'],
  selflearning: ['assessments'],
  items: ['meetings', 'files', 'assessments', 'selflearning'],
  admin: ['courses', 'help', 'manuals', 'users'],
  dashboard: ['accounts', 'files'],
  mail: ['files'],
  statistics: ['courses'],
  qualifications: ['assessments', 'reference'],
  gradebook: ['assessments', 'discussions'],
};

/**
 * The layers, lowest first, each with the layers below it that it may import (its own is always allowed). An area
 * layer also imports the areas it is built on (the tables above).
 */
const LAYERS = {
  core: [],
  'server/drivers': ['core'],
  'server/platform': ['core', 'server/drivers'],
  'server/area': ['core', 'server/drivers', 'server/platform'],
  'server/compose': ['core', 'server/drivers', 'server/platform', 'server/area'],
  'server/http': ['core', 'server/drivers', 'server/platform', 'server/area', 'server/compose'],
  'server/realtime': [
    'core',
    'server/drivers',
    'server/platform',
    'server/area',
    'server/compose',
    'server/http',
  ],
  'server/top': ['*'],
  'web/platform': ['core'],
  'web/components': ['core', 'web/platform'],
  'web/feature': ['core', 'web/platform', 'web/components'],
  'web/app': ['core', 'web/platform', 'web/components', 'web/feature'],
  'web/top': ['*'],
} as const satisfies Record<string, readonly string[]>;

type LayerName = keyof typeof LAYERS;
export interface Place {
  layer: LayerName;
  /** The area within an area layer (`courses`, `accounts`), else undefined. */
  area?: string;
}

/** Where a file of src/ stands, from its path relative to src/ (`server/modules/courses/policy.ts`). */
export function placeOf(path: string): Place | undefined {
  const [top, second, third] = path.split('/');
  if (top === 'core') return { layer: 'core' };
  if (top === 'server') {
    if (second === 'modules') return { layer: 'server/area', area: third };
    if (['db', 'storage', 'mail', 'redis', 'text'].includes(second!) || second === 'config.ts')
      return { layer: 'server/drivers' };
    if (second === 'platform') return { layer: 'server/platform' };
    if (second === 'compose') return { layer: 'server/compose' };
    if (second === 'http') return { layer: 'server/http' };
    if (second === 'realtime') return { layer: 'server/realtime' };
    return { layer: 'server/top' };
  }
  if (top === 'web') {
    if (second === 'platform' || second === 'api') return { layer: 'web/platform' };
    if (second === 'components') return { layer: 'web/components' };
    if (second === 'features') return { layer: 'web/feature', area: third };
    if (second === 'app') return { layer: 'web/app' };
    return { layer: 'web/top' };
  }
  return undefined;
}

function closure(
  table: Record<string, readonly string[]>,
  area: string,
  seen = new Set<string>(),
): Set<string> {
  for (const lower of table[area] ?? []) {
    if (seen.has(lower)) continue;
    seen.add(lower);
    closure(table, lower, seen);
  }
  return seen;
}

/** Why `from` may not import `to`, or undefined when it may. */
export function refusal(from: Place, to: Place): string | undefined {
  if (from.layer === to.layer) {
    if (!from.area || from.area === to.area) return undefined;
    const table = from.layer === 'server/area' ? SERVER_AREAS_BUILT_ON : WEB_FEATURES_BUILT_ON;
    if (!(from.area! in table))
      return `the area ${from.area} is not in the table of areas (scripts/layers.ts)`;
    if (closure(table, from.area).has(to.area!)) return undefined;
    return `the area ${from.area} is not built on ${to.area} (scripts/layers.ts)`;
  }
  const allowed: readonly string[] = LAYERS[from.layer];
  if (allowed.includes('*') || allowed.includes(to.layer)) return undefined;
  return `${from.layer} may not import ${to.layer}`;
}

/** One import, static, type-only or dynamic alike: what a module loads later, it still knows. */
export interface Edge {
  from: string;
  to: string;
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !isTest(name)) out.push(path);
  }
  return out;
}

function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  throw new Error(`${fromFile}: cannot resolve '${specifier}'`);
}

/** Every import between files of `srcDir` (paths relative to it): static, type-only and dynamic. */
export function importEdges(srcDir: string): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const add = (specifier: string) => {
      const target = resolveImport(file, specifier);
      if (target) edges.push({ from: relative(srcDir, file), to: relative(srcDir, target) });
    };
    const visit = (node: ts.Node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      )
        add(node.moduleSpecifier.text);
      else if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      )
        add(node.argument.literal.text);
      else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      )
        add(node.arguments[0].text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}

/** Imports against the layers, each as `from -> to: why`. */
export function layerBreaches(edges: readonly Edge[]): string[] {
  const breaches: string[] = [];
  for (const { from, to } of edges) {
    const a = placeOf(from);
    const b = placeOf(to);
    if (!a || !b) continue;
    const why = refusal(a, b);
    if (why) breaches.push(`${from} -> ${to}: ${why}`);
  }
  return breaches;
}

/** The import circles (Tarjan's strongly connected components of two or more files). */
export function importCircles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1) circles.push(circle.sort());
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return circles;
}

export const SRC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const edges = importEdges(SRC_DIR);
  const breaches = layerBreaches(edges);
  const circles = importCircles(edges);
  for (const line of breaches) console.log(line);
  for (const circle of circles) console.log(`circle of ${circle.length}:\n  ${circle.join('\n  ')}`);
  console.log(`${edges.length} imports: ${breaches.length} against the layers, ${circles.length} circles`);
  process.exitCode = breaches.length || circles.length ? 1 : 0;
}
