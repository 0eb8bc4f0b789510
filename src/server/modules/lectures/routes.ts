import type { FastifyInstance } from 'fastify';
import { lectureCalls as calls } from '../../../core/contracts/lectures';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { presentItem } from '../courses/presenter';
import { startAbandonedStartSweeper } from './abandonedStarts';
import { attendanceOf, courseAttendance, myAttendance } from './attendanceReads';
import { controlLecture } from './controls';
import { liveRoomContent } from './itemHooks';
import { joinLecture } from './join';
import { leaveLecture, raiseHand } from './presence';
import { meetingRooms, saveRoom } from './rooms';
import { showDocument } from './sharedDocument';
import { endLecture, startLecture } from './sittings';

/**
 * Live lectures, and every other item that meets live (issue 16): the item with its room and open sitting, the rooms, a lecture's sittings (start, end, and a start abandoned ending by itself), who is in the class (join, leave, hand),
 * the teacher's controls, the document shown to the class, and who came when. The lecture itself, with its room and open sitting, is the item
 * kinds' getCurrent (lectures/itemHooks.ts).
 */
export async function lectureRoutes(app: FastifyInstance) {
  serve(app, calls.rooms, async ({ ctx }) => ok(meetingRooms(ctx.config)));
  serve(app, calls.room, async ({ ctx, resolved }) =>
    ok({
      ...presentItem(resolved.lecture),
      ...(await liveRoomContent(ctx.db, resolved.lecture, ctx.config)),
    }),
  );
  serve(app, calls.saveRoom, async ({ ctx, resolved, body }) => {
    await saveRoom(ctx, resolved, body.roomId);
    return ok(undefined, {}, body.roomId === null ? 'The lecture has no room now.' : 'The room is saved.');
  });
  serve(app, calls.start, async ({ ctx, caller, resolved }) => {
    const { attendanceId, running } = await startLecture(ctx, caller, resolved);
    return ok(
      { attendanceId },
      {},
      running ? 'The class has started.' : 'The class is open: students are let in when you join it.',
    );
  });
  serve(app, calls.end, async ({ ctx, resolved, body }) => {
    await endLecture(ctx, resolved, body.attendanceId);
    return ok(undefined, {}, 'The class has ended.');
  });
  serve(app, calls.join, async ({ ctx, caller, resolved, body }) =>
    ok(await joinLecture(ctx, caller, resolved, body.attendanceId), {}, 'You are in the class.'),
  );
  serve(app, calls.leave, async ({ ctx, caller, resolved, body }) => {
    await leaveLecture(ctx, caller, resolved, body.attendanceId);
    return ok(undefined, {}, 'You left the class.');
  });
  serve(app, calls.hand, async ({ ctx, caller, resolved, body }) => {
    await raiseHand(ctx, caller, resolved, body.attendanceId, body.raised);
    return ok(undefined, {}, body.raised ? 'Your hand is up.' : 'Your hand is down.');
  });
  serve(app, calls.control, async ({ ctx, caller, resolved, body }) =>
    ok(undefined, {}, await controlLecture(ctx, caller, resolved, body)),
  );
  serve(app, calls.showDocument, async ({ ctx, resolved, body }) =>
    ok(undefined, {}, await showDocument(ctx, resolved, body)),
  );
  serve(app, calls.attendance, async ({ ctx, resolved }) => ok(await attendanceOf(ctx.db, resolved)));
  serve(app, calls.myAttendance, async ({ ctx, params }) => ok(await myAttendance(ctx.db, params.userId)));
  serve(app, calls.courseAttendance, async ({ ctx, resolved }) =>
    ok(await courseAttendance(ctx.db, resolved)),
  );
  startAbandonedStartSweeper(app);
}
