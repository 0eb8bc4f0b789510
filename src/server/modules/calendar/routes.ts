import type { FastifyInstance } from 'fastify';
import { calendarCalls as calls } from '../../../core/contracts/calendar';
import { notFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import type { ItemWorkReader } from '../courses/itemWork';
import { viewAs } from '../courses/visibleItems';
import { getUserById } from '../users/service';
import { calendarCoursesOf, calendarEntriesOf, calendarItemsOf } from './calendarItems';
import { controlPanelOf } from './controlPanel';
import { type FeedToken, feedOwner, feedTokenOf, feedUrl, renewFeedToken } from './feedTokens';
import { buildIcsFeed } from './icsFeed';

/**
 * SPEC §2 control panels and calendar (§3 calendar entry, course in the control-panel list), and the iCal feed.
 * `readWork` reads the work on the control panel's items (issue 37) from the areas above.
 */
export async function calendarRoutes(app: FastifyInstance, { readWork }: { readWork: ItemWorkReader }) {
  const presentFeed = (row: FeedToken) => ({
    url: feedUrl(app.config.publicUrl, row.token),
    renewedAt: row.renewedAt.toISOString(),
  });

  serve(app, calls.controlPanel, async ({ ctx, resolved, query }) => {
    const user = await getUserById(ctx.db, resolved.userId);
    return ok(await controlPanelOf(ctx.db, user.id, ctx.clock.now(), readWork, viewAs(query.view)));
  });
  serve(app, calls.entries, async ({ ctx, resolved, query }) => {
    const user = await getUserById(ctx.db, resolved.userId);
    const { view, ...range } = query;
    return ok(await calendarEntriesOf(ctx.db, user.id, range, ctx.clock.now(), viewAs(view)));
  });
  serve(app, calls.feed, async ({ ctx, caller }) => ok(presentFeed(await feedTokenOf(ctx.db, caller.id))));
  serve(app, calls.renewFeed, async ({ ctx, caller }) =>
    ok(
      presentFeed(await renewFeedToken(ctx.db, caller.id, ctx.clock.now())),
      {},
      'Your calendar has a new address. The old one no longer works.',
    ),
  );
  serve(
    app,
    calls.icsFeed,
    async ({ ctx, params, reply }) => {
      const owner = await feedOwner(ctx.db, params.token);
      if (!owner) throw notFound('No calendar has this address. It may have been renewed.');
      const calendarCourses = await calendarCoursesOf(ctx.db, owner.id);
      const items = await calendarItemsOf(ctx.db, owner.id, calendarCourses, ctx.clock.now());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex')
        .send(buildIcsFeed(owner, items, app.config.publicUrl));
    },
    // The address is the credential: keep it out of the request log lines (they print the URL at info level).
    { logLevel: 'warn' },
  );
}
