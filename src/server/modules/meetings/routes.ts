import type { FastifyInstance } from 'fastify';
import { consultCalls } from '../../../core/contracts/consults';
import { teamMeetingCalls } from '../../../core/contracts/teamMeetings';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { bookConsult, cancelBooking } from './consultBooking';
import { allMyConsults, myConsultsInCourse, teacherSchedule } from './consultReads';
import { saveConsultSettings } from './consultSettings';
import { startReminderSweeper } from './reminderSweeper';
import { saveMembers } from './teamMeetingMembers';
import { allMyTeamMeetings, courseTeamMeetings, memberTeamMeetings } from './teamMeetingReads';
import { respond } from './teamMeetingRespond';

/**
 * Consults and team meetings (issue 16): bookings and the consult's capacity; the members invited to a team meeting,
 * their answers and their reminders. The items themselves, with their rooms, are the item kinds' calls; the rooms
 * admit whom admission.ts says. The reminder sweeper runs with the app and stops with it.
 */
export async function meetingRoutes(app: FastifyInstance) {
  serve(app, consultCalls.allMine, async ({ ctx, params }) =>
    ok(await allMyConsults(ctx.db, params.userId, ctx.clock.now())),
  );
  serve(app, consultCalls.schedule, async ({ ctx, params, query }) =>
    ok(await teacherSchedule(ctx.db, params.userId, query, ctx.clock.now())),
  );
  serve(app, consultCalls.mineInCourse, async ({ ctx, caller, resolved, params }) =>
    ok(await myConsultsInCourse(ctx.db, caller, resolved, params.userId, ctx.clock.now())),
  );
  serve(app, consultCalls.book, async ({ ctx, caller, resolved, body }) =>
    ok(await bookConsult(ctx, caller, resolved, body), {}, 'You booked the consult.'),
  );
  serve(app, consultCalls.cancel, async ({ ctx, caller, resolved }) => {
    await cancelBooking(ctx, caller, resolved);
    return ok(undefined, {}, 'Your booking is cancelled.');
  });
  serve(app, consultCalls.saveSettings, async ({ ctx, resolved, body }) => {
    await saveConsultSettings(ctx, resolved, body);
    return ok(undefined, {}, 'The consult settings are saved.');
  });
  serve(app, teamMeetingCalls.allMine, async ({ ctx, params }) =>
    ok(await allMyTeamMeetings(ctx.db, params.userId, ctx.clock.now())),
  );
  serve(app, teamMeetingCalls.ofCourse, async ({ ctx, resolved }) =>
    ok(await courseTeamMeetings(ctx.db, resolved)),
  );
  serve(app, teamMeetingCalls.mineInCourse, async ({ ctx, caller, resolved, params }) =>
    ok(await memberTeamMeetings(ctx.db, caller, resolved, params.userId, ctx.clock.now())),
  );
  serve(app, teamMeetingCalls.saveMembers, async ({ ctx, caller, resolved, body }) =>
    ok(await saveMembers(ctx, caller, resolved, body.userIds), {}, 'The members are saved.'),
  );
  serve(app, teamMeetingCalls.respond, async ({ ctx, caller, resolved, body }) => {
    await respond(ctx, caller, resolved, body.accept);
    return ok(
      undefined,
      {},
      body.accept === 'accepted' ? 'You accepted the meeting.' : 'You declined the meeting.',
    );
  });
  startReminderSweeper(app);
}
