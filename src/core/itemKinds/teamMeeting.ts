import { defineItemKind } from './definition';

/**
 * A meeting of a team of the course. SPEC §7 spells its type id teammeeting and SPEC §3 its calendar category
 * TeamMeeting; students have no page of its own to open (SPEC §2).
 */
export const teamMeeting = defineItemKind({
  typeId: 'teammeeting',
  labels: { one: 'Team meeting', many: 'Team meetings' },
  meetsLive: true,
  hasDuration: true,
  visibility: 'published',
  openLabel: 'Join',
  newItemSpan: 'hour',
  calendar: { category: 'TeamMeeting', panelList: 'teamMeetings' },
  routes: {
    teacherList: '/listteamMeeting/:courseId',
    teacherEdit: '/editteammeeting/:courseId/:teamMeetingId',
    student: null,
  },
});
