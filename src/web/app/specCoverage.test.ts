import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { RouteAccess } from '../../core/rules/routeAccess';
import { appRoutes, hasOwnPage } from '../platform/routes';

/**
 * docs/spec-coverage.md's list of routes is made from the route table, so what it says is built is what is: a page
 * that lands and is not listed fails here. `UPDATE_SPEC_COVERAGE=1` writes the list again; the prose around it and
 * the screen pieces below it are the file's own.
 */
const COVERAGE_FILE = fileURLToPath(new URL('../../../docs/spec-coverage.md', import.meta.url));
const FIRST_LINE = 'Built: ';
const AFTER_LIST = 'Unmatched addresses render';

const ACCESS_WORDS: Record<RouteAccess, string> = {
  public: 'public',
  publicOnlyWhenSignedOut: 'signed out only',
  signedIn: 'any signed-in user',
  teacher: 'teacher',
  student: 'student',
  teacherOrStudent: 'teacher or student',
  admin: 'admin',
  none: 'no check',
};

function routeList(): string {
  const ofSpec = appRoutes.filter((route) => !route.beyondSpec);
  const beyond = appRoutes.filter((route) => route.beyondSpec).map((route) => `\`${route.pattern}\``);
  return [
    `${FIRST_LINE}${ofSpec.filter(hasOwnPage).length} of the ${ofSpec.length} routes of SPEC §2 (plus the not-found ` +
      `page for unmatched addresses)${beyond.length ? `; beyond SPEC §2: ${beyond.join(', ')} (docs/spec-deviations.md)` : ''}.`,
    '',
    '| route | name (title) | access | status |',
    '|---|---|---|---|',
    ...appRoutes.map(
      (route) =>
        `| \`${route.pattern}\` | ${route.name} | ${ACCESS_WORDS[route.access]} | ${hasOwnPage(route) ? 'built' : 'not built yet'} |`,
    ),
    '',
    '',
  ].join('\n');
}

it('docs/spec-coverage.md lists every route of the route table with whether its page is built', async () => {
  const file = await readFile(COVERAGE_FILE, 'utf8');
  const start = file.indexOf(FIRST_LINE);
  const end = file.indexOf(AFTER_LIST);
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  const made = file.slice(0, start) + routeList() + file.slice(end);
  if (process.env.UPDATE_SPEC_COVERAGE === '1') await writeFile(COVERAGE_FILE, made);
  expect(file).toBe(made);
});
