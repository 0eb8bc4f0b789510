import { describe, expect, it } from 'vitest';
import {
  type Edge,
  importCircles,
  importEdges,
  layerBreaches,
  placeOf,
  refusal,
  SERVER_AREAS_BUILT_ON,
  SRC_DIR,
  WEB_FEATURES_BUILT_ON,
} from './layers';

// DESIGN §2: core -> platform -> areas -> compose -> http, realtime; web: platform -> features -> app.
const edges = importEdges(SRC_DIR);

describe('the direction of dependency in src/', () => {
  it('has no import against the layers, type-only ones included', () => {
    expect(layerBreaches(edges)).toEqual([]);
  });

  it('has no import circle', () => {
    expect(importCircles(edges)).toEqual([]);
  });

  it('names every area that exists in its table of areas', () => {
    const areas = (layer: string) =>
      new Set(edges.flatMap(({ from }) => (placeOf(from)?.layer === layer ? [placeOf(from)!.area!] : [])));
    expect([...areas('server/area')].filter((area) => !(area in SERVER_AREAS_BUILT_ON))).toEqual([]);
    expect([...areas('web/feature')].filter((area) => !(area in WEB_FEATURES_BUILT_ON))).toEqual([]);
  });

  it('builds no area on one that is built on it', () => {
    for (const table of [SERVER_AREAS_BUILT_ON, WEB_FEATURES_BUILT_ON]) {
      const asEdges: Edge[] = Object.entries(table).flatMap(([area, lower]) =>
        lower.map((below) => ({ from: area, to: below })),
      );
      expect(importCircles(asEdges)).toEqual([]);
    }
  });
});

describe('the layering rules', () => {
  const at = (path: string) => placeOf(path)!;
  it.each([
    ['an area importing the platform', 'server/modules/chat/messages.ts', 'server/platform/errors.ts'],
    [
      'an area importing one it is built on',
      'server/modules/items/restore.ts',
      'server/modules/courses/policy.ts',
    ],
    [
      'an area importing one beneath what it is built on',
      'server/modules/files/upload.ts',
      'server/modules/courses/policy.ts',
    ],
    ['compose importing an area', 'server/compose/resources.ts', 'server/modules/files/policy.ts'],
    ['http importing compose', 'server/http/policy.ts', 'server/compose/access.ts'],
    ['realtime importing http', 'server/realtime/protocol.ts', 'server/http/auth.ts'],
    ['the platform importing a driver', 'server/platform/context.ts', 'server/storage/blobStore.ts'],
    ['a feature importing the web platform', 'web/features/chat/ChatPage.tsx', 'web/platform/session.tsx'],
    ['the app importing a feature', 'web/app/afterLoginPages.ts', 'web/features/items/ViewCoursePage.tsx'],
  ])('allow %s', (_, from, to) => {
    expect(refusal(at(from), at(to))).toBeUndefined();
  });

  it.each([
    ['an area importing one above it', 'server/modules/courses/policy.ts', 'server/modules/items/restore.ts'],
    ['a peer area', 'server/modules/chat/messages.ts', 'server/modules/courses/policy.ts'],
    ['an area importing compose', 'server/modules/notes/service.ts', 'server/compose/resources.ts'],
    ['an area importing http', 'server/modules/chat/routes.ts', 'server/http/auth.ts'],
    ['an area importing realtime', 'server/modules/lectures/join.ts', 'server/realtime/peerSignalling.ts'],
    ['an area importing the test helpers', 'server/modules/calendar/routes.ts', 'server/test/cast.ts'],
    ['the platform importing an area', 'server/platform/context.ts', 'server/modules/courses/policy.ts'],
    ['http importing realtime', 'server/http/auth.ts', 'server/realtime/server.ts'],
    ['a driver importing the platform', 'server/mail/mailer.ts', 'server/platform/errors.ts'],
    ['core importing the server', 'core/rules/fileSize.ts', 'server/db/client.ts'],
    ['a feature importing the app', 'web/features/chat/ChatPage.tsx', 'web/app/router.tsx'],
    [
      'the web platform importing a feature',
      'web/platform/session.tsx',
      'web/features/accounts/accountsApi.ts',
    ],
    [
      'a feature importing one above it',
      'web/features/courses/CourseCard.tsx',
      'web/features/items/ViewCoursePage.tsx',
    ],
  ])('refuse %s', (_, from, to) => {
    expect(refusal(at(from), at(to))).toEqual(expect.any(String));
  });

  it('counts type-only imports and finds circles through them', () => {
    const typeOnly: Edge[] = [
      { from: 'server/modules/a/x.ts', to: 'server/modules/b/y.ts' },
      { from: 'server/modules/b/y.ts', to: 'server/modules/a/x.ts' },
    ];
    expect(importCircles(typeOnly)).toEqual([['server/modules/a/x.ts', 'server/modules/b/y.ts']]);
  });

  it('counts a module loaded on demand, for the direction and for circles', () => {
    const lazy: Edge = { from: 'web/features/x/A.tsx', to: 'web/app/router.tsx' };
    const back: Edge = { from: 'web/app/router.tsx', to: 'web/features/x/A.tsx' };
    expect(importCircles([lazy, back])).toEqual([['web/app/router.tsx', 'web/features/x/A.tsx']]);
    expect(layerBreaches([lazy])).toHaveLength(1);
  });
});
