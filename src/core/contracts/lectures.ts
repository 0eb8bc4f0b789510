import {
  attendanceBody,
  attendanceParams,
  attendanceReply,
  courseAttendanceReply,
  courseIdParams,
  handBody,
  joinLectureReply,
  lectureBody,
  lectureControlBody,
  lectureRoomBody,
  liveRoomParams,
  liveRoomReply,
  meetingRoomsReply,
  myAttendanceReply,
  showDocumentBody,
  startLectureReply,
  userIdParams,
} from '../schemas/lectures';
import { messageReply } from '../schemas/reply';
import { access, inBody, inParams } from './access';
import { contract } from './contract';

const tags = ['lectures'] as const;
const teachers = { roles: ['teacher'] } as const;
const classMembers =
  "members of the item's course (students: an item they can see, and a consult they booked or a team meeting they are invited to)";

/**
 * Live lectures (issue 16; the lecture itself, with its room and open sitting, is the item kinds' getCurrent): its room, its sittings (SPEC §2's :attendanceId: opened when the
 * teacher starts the class, closed when it ends), who came and went, and the teacher's controls. The video itself
 * is peer to peer, signalled through /peerjs with the id and token `join` hands out.
 */
export const lectureCalls = {
  rooms: contract({
    method: 'GET',
    path: '/api/v1/lecture/rooms',
    reply: meetingRoomsReply,
    access: access.teacher('the three configured video-meeting rooms (SPEC §3)'),
    tags,
  }),
  saveRoom: contract({
    method: 'POST',
    path: '/api/v1/lecture/saveRoom',
    body: lectureRoomBody,
    reply: messageReply,
    access: access.item('teach', inBody('lectureId'), teachers),
    tags,
  }),
  room: contract({
    method: 'GET',
    path: '/api/v1/attendance/room/:itemId',
    params: liveRoomParams,
    reply: liveRoomReply,
    access: access.lecture(inParams('itemId'), { describe: classMembers }),
    tags,
  }),
  start: contract({
    method: 'POST',
    path: '/api/v1/lecture/start',
    body: lectureBody,
    reply: startLectureReply,
    access: access.item('run', inBody('lectureId'), {
      ...teachers,
      describe:
        'those who teach the course, administrators no exception (the class begins when its starter enters); starting a started lecture answers its open sitting',
    }),
    tags,
  }),
  end: contract({
    method: 'POST',
    path: '/api/v1/lecture/end',
    body: attendanceBody,
    reply: messageReply,
    access: access.item('teach', inBody('lectureId'), teachers),
    tags,
  }),
  join: contract({
    method: 'POST',
    path: '/api/v1/attendance/join',
    body: attendanceBody,
    reply: joinLectureReply,
    access: access.lecture(inBody('lectureId'), { describe: classMembers }),
    tags,
  }),
  leave: contract({
    method: 'POST',
    path: '/api/v1/attendance/leave',
    body: attendanceBody,
    reply: messageReply,
    access: access.lecture(inBody('lectureId'), { describe: classMembers }),
    tags,
  }),
  hand: contract({
    method: 'POST',
    path: '/api/v1/attendance/hand',
    body: handBody,
    reply: messageReply,
    access: access.lecture(inBody('lectureId'), { describe: classMembers }),
    tags,
  }),
  control: contract({
    method: 'POST',
    path: '/api/v1/lecture/control',
    body: lectureControlBody,
    reply: messageReply,
    access: access.item('teach', inBody('lectureId'), teachers),
    tags,
  }),
  showDocument: contract({
    method: 'POST',
    path: '/api/v1/lecture/showDocument',
    body: showDocumentBody,
    reply: messageReply,
    access: access.item('teach', inBody('lectureId'), {
      ...teachers,
      describe: "those who teach the course; the document must be the course's own PDF or office document",
    }),
    tags,
  }),
  attendance: contract({
    method: 'GET',
    path: '/api/v1/attendance/getCurrent/:attendanceId',
    params: attendanceParams,
    reply: attendanceReply,
    access: access.attendance('attend', inParams('attendanceId'), { describe: classMembers }),
    tags,
  }),
  myAttendance: contract({
    method: 'GET',
    path: '/api/v1/attendance/getMeMarked/:userId',
    params: userIdParams,
    reply: myAttendanceReply,
    access: access.self(inParams('userId'), { describe: 'the user themself, or an administrator' }),
    tags,
  }),
  courseAttendance: contract({
    method: 'GET',
    path: '/api/v1/attendance/course/:courseId',
    params: courseIdParams,
    reply: courseAttendanceReply,
    access: access.course('teach', inParams('courseId'), teachers),
    tags,
  }),
};
