import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../core/rules/routeAccess';
import { appRoutes, routerPath } from './routes';

/**
 * Reads the route lists of SPEC §2 from `fixtures/spec-routes.md`, a verbatim copy of that section kept in the
 * repository (the spec itself lives outside it, and a clone does not have it), and checks the table against them:
 * the same patterns ({name} and :name are the same parameter), each with the access kind the spec gives it. When
 * SPEC §2 changes, copy the section again from `## 2.` up to `## 3.`.
 */
const specText = readFileSync(fileURLToPath(new URL('./fixtures/spec-routes.md', import.meta.url)), 'utf8');

const PATH = /\/[A-Za-z0-9_{}:/]*/g;
const normalise = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const withoutParentheses = (text: string) => text.replace(/\([^)]*\)/g, '');

/** The access kind a list item's description names (SPEC §2 wording). */
function accessFromDescription(description: string, sectionDefault: RouteAccess): RouteAccess {
  if (/^teacher or student/i.test(description)) return 'teacherOrStudent';
  if (/^teacher with the admin flag/i.test(description)) return 'admin';
  if (/^no role check/i.test(description)) return 'none';
  if (/^any signed-in user/i.test(description)) return 'signedIn';
  if (/public layout/i.test(description)) return 'publicOnlyWhenSignedOut';
  if (/^teacher\b/i.test(description)) return 'teacher';
  if (/^student\b/i.test(description)) return 'student';
  return sectionDefault;
}

const SECTION_DEFAULTS: Record<string, RouteAccess> = {
  'Public routes': 'public',
  'General and teacher-or-student routes': 'teacherOrStudent',
  'Teacher-only routes': 'teacher',
  'Student-only routes': 'student',
  'Lecture entry routes': 'none',
  'Any signed-in user': 'signedIn',
};

function publicParagraph(lines: string[], routes: Map<string, RouteAccess>) {
  const list = lines.find((line) => line.startsWith('/'));
  if (!list) throw new Error('SPEC §2 public route list not found');
  for (const path of withoutParentheses(list).match(PATH) ?? []) routes.set(normalise(path), 'public');
  for (const [, path] of list.matchAll(/(\/\w+) has no login check/g)) routes.set(path!, 'none');
  const signedOutOnly = /A logged-in user who visits (.*?) goes to \/dashboard/.exec(lines.join(' '));
  for (const path of signedOutOnly?.[1]?.match(PATH) ?? []) {
    for (const pattern of routes.keys()) {
      if (pattern === path || pattern.startsWith(`${path}/`)) routes.set(pattern, 'publicOnlyWhenSignedOut');
    }
  }
}

function listItems(lines: string[], sectionDefault: RouteAccess, routes: Map<string, RouteAccess>) {
  for (const line of lines) {
    if (!line.startsWith('- ')) continue;
    // Drop a leading label such as "Team meetings: "; an item that then doesn't start with a path is prose.
    const item = line.slice(2).replace(/^[A-Z][\w -]*:\s+(?=\/)/, '');
    if (!item.startsWith('/')) continue;
    const split = item.indexOf(': ');
    const head = withoutParentheses(split === -1 ? item : item.slice(0, split));
    const access = accessFromDescription(split === -1 ? '' : item.slice(split + 2), sectionDefault);
    for (const path of head.match(PATH) ?? []) routes.set(normalise(path), access);
  }
}

function specRoutes(): Map<string, RouteAccess> {
  const section = specText.split(/^## 2\. /m)[1]?.split(/^## 3\. /m)[0];
  if (!section) throw new Error('SPEC §2 not found');
  const routes = new Map<string, RouteAccess>();
  for (const block of section.split(/^### /m).slice(1)) {
    const [heading = '', ...lines] = block.split('\n').map((line) => line.trim());
    const sectionDefault = SECTION_DEFAULTS[heading];
    if (!sectionDefault) continue;
    if (heading === 'Public routes') publicParagraph(lines, routes);
    else listItems(lines, sectionDefault, routes);
  }
  return routes;
}

const deviations = readFileSync(
  fileURLToPath(new URL('../../../docs/spec-deviations.md', import.meta.url)),
  'utf8',
);

describe('route table against SPEC §2', () => {
  const expected = specRoutes();
  const inSpec = appRoutes.filter((entry) => !entry.beyondSpec);
  const table = new Map(inSpec.map((entry) => [entry.pattern, entry.access]));

  it('reads a plausible number of routes from the spec', () => {
    expect(expected.size).toBeGreaterThan(100);
  });

  it('has every pattern once', () => {
    expect(new Set(appRoutes.map((entry) => entry.pattern)).size).toBe(appRoutes.length);
  });

  it('documents each route beyond SPEC §2 in docs/spec-deviations.md, and lists none the spec has', () => {
    for (const entry of appRoutes.filter((candidate) => candidate.beyondSpec)) {
      expect(deviations, entry.pattern).toContain(`\`${entry.pattern}\``);
      expect(expected.has(entry.pattern), entry.pattern).toBe(false);
    }
  });

  it('has exactly the patterns of SPEC §2', () => {
    expect([...table.keys()].sort()).toEqual([...expected.keys()].sort());
  });

  it.each([...expected])('%s has access %s', (pattern, access) => {
    expect(table.get(pattern)).toBe(access);
  });
});

describe('route table consistency', () => {
  it('names every route', () => {
    for (const entry of appRoutes) expect(entry.name.trim(), entry.pattern).not.toBe('');
  });

  it('gives every student-view fallback a courseId to go to (SPEC §2 redirect rules)', () => {
    const fallbacks = appRoutes.filter(
      (entry) =>
        entry.redirect === 'courseViewForStudentViewTeacher' || entry.redirect === 'courseViewWhenChangeMode',
    );
    expect(fallbacks.length).toBeGreaterThan(20);
    for (const entry of fallbacks) expect(entry.pattern, entry.pattern).toContain(':courseId');
  });

  it('makes optional parameters optional for the router only', () => {
    for (const entry of appRoutes.filter((candidate) => candidate.optionalParam)) {
      expect(entry.pattern).toContain(`:${entry.optionalParam}`);
      expect(routerPath(entry)).toBe(
        entry.pattern.replace(`:${entry.optionalParam}`, `:${entry.optionalParam}?`),
      );
    }
    expect(routerPath(appRoutes.find((entry) => entry.pattern === '/dashboard')!)).toBe('/dashboard');
  });

  it('draws signed-out pages in the public layout and role pages after login (SPEC §2)', () => {
    for (const entry of appRoutes) {
      if (entry.access === 'publicOnlyWhenSignedOut') expect(entry.layout, entry.pattern).toBe('public');
      if (['teacher', 'student', 'teacherOrStudent', 'admin', 'signedIn'].includes(entry.access)) {
        expect(entry.layout, entry.pattern).toBe('afterLogin');
      }
    }
  });
});
