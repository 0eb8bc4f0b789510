import {
  courseIdParams,
  courseUserParams,
  memberTeamMeetingsReply,
  myTeamMeetingsReply,
  respondBody,
  saveMembersBody,
  teamMeetingMembersReply,
  teamMeetingSummariesReply,
  userIdParams,
} from '../schemas/meetings';
import { messageReply } from '../schemas/reply';
import { access, inBody, inParams } from './access';
import { contract } from './contract';

const tags = ['teammeetings'] as const;

/**
 * Team meetings (issue 16): members of the course are invited and each accepts or declines (SPEC §3 team meeting
 * member). The meeting itself (its room and members) is the item kinds' `/api/v1/teammeeting/getCurrent`.
 */
export const teamMeetingCalls = {
  allMine: contract({
    method: 'GET',
    path: '/api/v1/teammeeting/getAllMyTeamMeeting/:userId',
    params: userIdParams,
    reply: myTeamMeetingsReply,
    access: access.self(inParams('userId'), {
      describe: 'the user themself (or an administrator): the meetings they are invited to or teach',
    }),
    tags,
  }),
  ofCourse: contract({
    method: 'GET',
    path: '/api/v1/teammeeting/getAllTeamMeeting/:courseId',
    params: courseIdParams,
    reply: teamMeetingSummariesReply,
    access: access.course('teach', inParams('courseId'), { roles: ['teacher'] }),
    tags,
  }),
  mineInCourse: contract({
    method: 'GET',
    path: '/api/v1/teammeeting/getMemberTeamMeeting/:courseId/:userId',
    params: courseUserParams,
    reply: memberTeamMeetingsReply,
    access: access.course('attend', inParams('courseId'), {
      describe:
        "the course's members, each for themself (an administrator for anyone): the meetings they are invited to",
    }),
    tags,
  }),
  saveMembers: contract({
    method: 'POST',
    path: '/api/v1/teammeeting/saveMembers',
    body: saveMembersBody,
    reply: teamMeetingMembersReply,
    access: access.item('teach', inBody('teamMeetingId'), { roles: ['teacher'] }),
    tags,
  }),
  respond: contract({
    method: 'POST',
    path: '/api/v1/teammeeting/respond',
    body: respondBody,
    reply: messageReply,
    access: access.item('attend', inBody('teamMeetingId'), {
      describe: 'a member invited to the meeting, before it ends',
    }),
    tags,
  }),
};
