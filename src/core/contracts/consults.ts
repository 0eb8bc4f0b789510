import { calendarRangeQuery } from '../schemas/calendar';
import {
  bookConsultBody,
  cancelConsultBody,
  consultLinesReply,
  consultScheduleReply,
  consultSettingsBody,
  courseUserParams,
  myBookingReply,
  myConsultsReply,
  userIdParams,
} from '../schemas/meetings';
import { messageReply } from '../schemas/reply';
import { access, inBody, inParams } from './access';
import { contract } from './contract';

const tags = ['consults'] as const;

/**
 * Consults (issue 16): a teacher's office hours that students book, up to the consult's capacity. The consult itself
 * (its room, how full it is, the bookings for those who teach it) is the item kinds' `/api/v1/consult/getCurrent`.
 */
export const consultCalls = {
  allMine: contract({
    method: 'GET',
    path: '/api/v1/consult/getAllMyConsult/:userId',
    params: userIdParams,
    reply: myConsultsReply,
    access: access.self(inParams('userId'), {
      describe: 'the user themself (or an administrator): the consults they booked or teach, soonest first',
    }),
    tags,
  }),
  schedule: contract({
    method: 'GET',
    path: '/api/v1/consult/schedule/:userId',
    params: userIdParams,
    query: calendarRangeQuery,
    reply: consultScheduleReply,
    access: access.self(inParams('userId'), {
      describe:
        'the user themself (or an administrator): the consults they teach in the range, slot by slot with the bookings',
    }),
    tags,
  }),
  mineInCourse: contract({
    method: 'GET',
    path: '/api/v1/consult/getMyConsult/:courseId/:userId',
    params: courseUserParams,
    reply: consultLinesReply,
    access: access.course('attend', inParams('courseId'), {
      describe:
        "the course's members, each for themself (an administrator for anyone): the consults they see",
    }),
    tags,
  }),
  book: contract({
    method: 'POST',
    path: '/api/v1/consult/book',
    body: bookConsultBody,
    reply: myBookingReply,
    access: access.item('attend', inBody('consultId'), {
      roles: ['student'],
      describe: "the course's students who can see the consult, before it ends, while it has room",
    }),
    tags,
  }),
  cancel: contract({
    method: 'POST',
    path: '/api/v1/consult/cancel',
    body: cancelConsultBody,
    reply: messageReply,
    access: access.item('attend', inBody('consultId'), {
      roles: ['student'],
      describe: 'the student who booked the consult',
    }),
    tags,
  }),
  saveSettings: contract({
    method: 'POST',
    path: '/api/v1/consult/saveSettings',
    body: consultSettingsBody,
    reply: messageReply,
    access: access.item('teach', inBody('consultId'), { roles: ['teacher'] }),
    tags,
  }),
};
