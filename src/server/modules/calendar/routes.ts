import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../../core/contracts/access';
import {
  calendarEntriesQuery,
  calendarEntriesReply,
  calendarFeedReply,
  controlPanelReply,
  feedTokenParams,
} from '../../../core/schemas/calendar';
import { viewQuery } from '../../../core/schemas/courses';
import { userIdParams } from '../../../core/schemas/users';
import { notFound } from '../../http/errors';
import { assertSelfOrAdmin, signedInUser } from '../../http/policy';
import { ok } from '../../http/reply';
import { viewAs } from '../courses/visibleItems';
import { getUserById } from '../users/service';
import { calendarCoursesOf, calendarEntriesOf, calendarItemsOf } from './calendarItems';
import { controlPanelOf } from './controlPanel';
import { type FeedToken, feedOwner, feedTokenOf, feedUrl, renewFeedToken } from './feedTokens';
import { buildIcsFeed } from './icsFeed';

const tags = ['calendar'];

/** SPEC §2 control panels and calendar (§3 calendar entry, course in the control-panel list), and the iCal feed. */
export async function calendarRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const presentFeed = (row: FeedToken) => ({
    url: feedUrl(app.config.publicUrl, row.token),
    renewedAt: row.renewedAt.toISOString(),
  });

  app.get(
    '/api/v1/course/getAllCourseControlPanel/:userId',
    {
      config: { access: access.signedIn('self or admin') },
      schema: { tags, params: userIdParams, querystring: viewQuery, response: { 200: controlPanelReply } },
    },
    async (request) => {
      assertSelfOrAdmin(signedInUser(request), request.params.userId);
      const user = await getUserById(app.db, request.params.userId);
      return ok(await controlPanelOf(app.db, user.id, viewAs(request.query.view)));
    },
  );

  app.get(
    '/api/v1/calendar/entries/:userId',
    {
      config: { access: access.signedIn('self or admin') },
      schema: {
        tags,
        params: userIdParams,
        querystring: calendarEntriesQuery,
        response: { 200: calendarEntriesReply },
      },
    },
    async (request) => {
      assertSelfOrAdmin(signedInUser(request), request.params.userId);
      const user = await getUserById(app.db, request.params.userId);
      const { view, ...range } = request.query;
      return ok(await calendarEntriesOf(app.db, user.id, range, viewAs(view)));
    },
  );

  app.get(
    '/api/v1/calendar/feed',
    {
      config: { access: access.signedIn('own feed; issued on first call') },
      schema: { tags, response: { 200: calendarFeedReply } },
    },
    async (request) => ok(presentFeed(await feedTokenOf(app.db, signedInUser(request).id))),
  );

  app.post(
    '/api/v1/calendar/feed/renew',
    {
      config: { access: access.signedIn('own feed') },
      schema: { tags, response: { 200: calendarFeedReply } },
    },
    async (request) =>
      ok(
        presentFeed(await renewFeedToken(app.db, signedInUser(request).id)),
        {},
        'Your calendar has a new address. The old one no longer works.',
      ),
  );

  app.get(
    '/calendar/:token.ics',
    {
      config: { access: access.public },
      // The address is the credential: keep it out of the request log lines (they print the URL at info level).
      logLevel: 'warn',
      schema: { tags, params: feedTokenParams },
    },
    async (request, reply) => {
      const owner = await feedOwner(app.db, request.params.token);
      if (!owner) throw notFound('No calendar has this address. It may have been renewed.');
      const items = await calendarItemsOf(app.db, owner.id, await calendarCoursesOf(app.db, owner.id));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex')
        .send(buildIcsFeed(owner, items, app.config.publicUrl));
    },
  );
}
