import { z } from 'zod';
import { DOCUMENT_FITS } from '../constants';
import { courseItemSchema } from './courseItems';
import { okReply } from './reply';

const id = z.string().min(1).max(64);
const time = z.string();

/** SPEC §3 video-meeting room: one of the three configured rooms a lecture is held in. */
export const meetingRoomSchema = z.object({
  id: z.string(),
  room_id: z.string(),
  name: z.string(),
  location_id: z.string(),
  email: z.string(),
});
export type MeetingRoom = z.infer<typeof meetingRoomSchema>;

/**
 * One sitting of a lecture (SPEC §2 :attendanceId): opened when the teacher starts it, running once a teacher has
 * entered its room (issue 37: students wait until then; core/rules/classSitting.ts), closed when it ends.
 */
export const attendanceSessionSchema = z.object({
  _id: z.string(),
  startedAt: time,
  /** When a teacher first entered its room; null while they are still getting ready (and for a start abandoned). */
  teacherEnteredAt: time.nullable(),
  endedAt: time.nullable(),
});
export type AttendanceSession = z.infer<typeof attendanceSessionSchema>;

/**
 * What an item that meets live (a lecture, discussion, consult or team meeting) adds to its item in its kind's
 * getCurrent (SPEC §7 GET /api/v1/lecture/getCurrent/{id}; core/itemKinds/content.ts): the room it is held in, its
 * sitting now open (null until the teacher starts it, and again once it has ended), and the last class held in it.
 */
export const liveRoomContentSchema = z.object({
  room: meetingRoomSchema.nullable(),
  openAttendance: attendanceSessionSchema.nullable(),
  /** Its latest sitting that a teacher entered and that has ended (issue 37: a wait page says it ended, and when). */
  lastAttendance: attendanceSessionSchema.nullable(),
});
export type LiveRoomContent = z.infer<typeof liveRoomContentSchema>;

/** GET /api/v1/attendance/room/:itemId: any item that meets live, with its room and open sitting. */
export const liveRoomParams = z.object({ itemId: id });
export const liveRoomReply = okReply({ data: courseItemSchema.extend(liveRoomContentSchema.shape) });
export type LiveRoomItem = z.infer<typeof liveRoomReply>['data'];

/** A lecture is its live room and nothing more. */
export const lectureContentSchema = liveRoomContentSchema;
export type LectureContent = LiveRoomContent;

export const meetingRoomsReply = okReply({ data: z.array(meetingRoomSchema) });

export const lectureRoomBody = z.object({
  lectureId: id,
  /** One of the configured rooms' `room_id`, or null for none. */
  roomId: z.string({ error: 'Room: choose one of the rooms.' }).max(64).nullable(),
});

export const lectureBody = z.object({ lectureId: id });
export const attendanceBody = z.object({ lectureId: id, attendanceId: id });
export const startLectureReply = okReply({ data: z.object({ attendanceId: z.string() }) });

/** The caller's place in the video room: their signalling id and token for /peerjs, and the ICE servers. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
/**
 * The caller's place in the class's Janus VideoRoom, when the server's video goes through Janus (JANUS_URL): Janus's
 * API as browsers reach it, the room of the sitting and the caller's own token for it.
 */
export const sfuPlaceSchema = z.object({
  url: z.string(),
  room: z.number().int(),
  token: z.string(),
});
export type SfuPlace = z.infer<typeof sfuPlaceSchema>;
export const joinLectureReply = okReply({
  data: z.object({
    peerId: z.string(),
    token: z.string(),
    iceServers: z.array(iceServerSchema),
    sfu: sfuPlaceSchema.optional(),
  }),
});

export const handBody = attendanceBody.extend({
  raised: z.boolean({ error: 'Hand: say whether it is raised (true or false).' }),
});

/** What the teacher may do to the class: SPEC-silent, issue 16's teacher controls. */
export const LECTURE_CONTROLS = [
  'mute',
  'muteAll',
  'remove',
  'spotlight',
  'unspotlight',
  'lowerHand',
] as const;
export type LectureControl = (typeof LECTURE_CONTROLS)[number];
export const lectureControlBody = attendanceBody.extend({
  action: z.enum(LECTURE_CONTROLS, { error: `Action: one of ${LECTURE_CONTROLS.join(', ')}.` }),
  /** Whom it is for: every action but muteAll and unspotlight names one participant. */
  userId: id.optional(),
});

/** One person's attendance at one sitting: when they came and went. */
export const attendanceMarkSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(['teacher', 'student']),
  /** Their signalling id while they are in the room; null once they have left. */
  peerId: z.string().nullable(),
  joinedAt: time,
  leftAt: time.nullable(),
  /** Came after the sitting's first ten minutes (LECTURE_LATE_AFTER_MS). */
  late: z.boolean(),
  handRaised: z.boolean(),
  removed: z.boolean(),
});
export type AttendanceMark = z.infer<typeof attendanceMarkSchema>;

/** How a shown document is zoomed: one of the viewer's fits (DOCUMENT_FITS), or a scale from a quarter to four times. */
const ZOOM_ERROR = `Zoom: ${DOCUMENT_FITS.join(' or ')}, or a scale from 0.25 to 4.`;
export const documentZoomSchema = z.union([z.enum(DOCUMENT_FITS), z.number().min(0.25).max(4)], {
  error: ZOOM_ERROR,
});
export type DocumentZoom = z.infer<typeof documentZoomSchema>;

/** The document the teacher shows the class (issue 16): every student's viewer follows its page and zoom. */
export const shownDocumentSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  contentType: z.string(),
  page: z.number().int(),
  zoom: documentZoomSchema,
});
export type ShownDocument = z.infer<typeof shownDocumentSchema>;

/** What the teacher shows now: a document of the course's material at a page and zoom, or nothing (fileId null). */
export const showDocumentBody = attendanceBody.extend({
  fileId: id.nullable(),
  page: z
    .number({ error: 'Page: a whole number from 1.' })
    .int({ error: 'Page: a whole number from 1.' })
    .min(1, { error: 'Page: a whole number from 1.' })
    .max(100_000, { error: 'Page: at most 100,000.' }),
  zoom: documentZoomSchema,
});

/** SPEC §7 GET /api/v1/attendance/getCurrent/{attendanceId}: a sitting, who is in it and who has been. */
export const attendanceSchema = attendanceSessionSchema.extend({
  lectureId: z.string(),
  courseId: z.string(),
  spotlightUserId: z.string().nullable(),
  /** The document the teacher is showing, while the sitting is open. */
  document: shownDocumentSchema.nullable(),
  marks: z.array(attendanceMarkSchema),
});
export type Attendance = z.infer<typeof attendanceSchema>;
export const attendanceReply = okReply({ data: attendanceSchema });
export const attendanceParams = z.object({ attendanceId: id });

/** SPEC §7 GET /api/v1/attendance/getMeMarked/{userId}: the lectures the user attended, newest first. */
export const myAttendanceSchema = z.object({
  attendanceId: z.string(),
  lectureId: z.string(),
  lectureTitle: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  startedAt: time,
  joinedAt: time,
  leftAt: time.nullable(),
  late: z.boolean(),
});
export const myAttendanceReply = okReply({ data: z.array(myAttendanceSchema) });
export const userIdParams = z.object({ userId: id });

/** /lecture_attendance: a course's sittings and, per student, when they came and went. */
export const courseAttendanceSchema = z.object({
  sittings: z.array(attendanceSessionSchema.extend({ lectureId: z.string(), lectureTitle: z.string() })),
  students: z.array(z.object({ userId: z.string(), name: z.string() })),
  marks: z.array(
    z.object({
      attendanceId: z.string(),
      userId: z.string(),
      joinedAt: time,
      leftAt: time.nullable(),
      late: z.boolean(),
    }),
  ),
});
export type CourseAttendance = z.infer<typeof courseAttendanceSchema>;
export const courseAttendanceReply = okReply({ data: courseAttendanceSchema });
export const courseIdParams = z.object({ courseId: id });
