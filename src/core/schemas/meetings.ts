import { z } from 'zod';
import { MEETINGS } from '../constants';
import { courseItemSchema } from './courseItems';
import { isoInstant } from './dates';
import { liveRoomContentSchema } from './lectures';
import { okReply } from './reply';

/**
 * A team meeting member's answer (SPEC §3 team meeting member: `accept` is 'accepted' once they accept): invited
 * until they answer.
 */
export const TEAM_MEETING_RESPONSES = ['invited', 'accepted', 'declined'] as const;
export type TeamMeetingResponse = (typeof TEAM_MEETING_RESPONSES)[number];

const id = z.string().min(1).max(64);
const time = z.string();

/*
 * Consults and team meetings (issue 16): both are course items that meet live (their room and open sitting come from
 * liveRoomContentSchema). A consult is a teacher's office hour that students book, up to its capacity; a team
 * meeting invites some of the course's members, who each accept or decline.
 */

/**
 * A student's booking of a consult as those who teach it see it: who, about what, since when, and in a consult with
 * slots the start of their slot (null without slots).
 */
export const consultBookingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  topic: z.string(),
  bookedAt: time,
  slotStart: time.nullable(),
});
export type ConsultBooking = z.infer<typeof consultBookingSchema>;

/** The caller's own booking of a consult, with the start of their slot (null without slots). */
export const myBookingSchema = z.object({ topic: z.string(), bookedAt: time, slotStart: time.nullable() });
export type MyBooking = z.infer<typeof myBookingSchema>;

/** A slot of a consult (issue 37): its times, its places and how many booked it. */
export const consultSlotSchema = z.object({
  startAt: time,
  endAt: time,
  places: z.number().int(),
  bookedCount: z.number().int(),
});
export type ConsultSlot = z.infer<typeof consultSlotSchema>;

/** How full a consult is and the caller's place in it: what every list of consults shows. */
const consultStateShape = {
  /** How many students may book it; null for no limit. With slots, the places of all its slots. */
  capacity: z.number().int().nullable(),
  bookedCount: z.number().int(),
  myBooking: myBookingSchema.nullable(),
  /** The slots' length in minutes and places each (issue 37); both null for a consult without slots. */
  slotMinutes: z.number().int().nullable(),
  slotPlaces: z.number().int().nullable(),
  /** Every slot, first first; empty without slots. */
  slots: z.array(consultSlotSchema),
};

/**
 * What a consult adds to its item in `/api/v1/consult/getCurrent/{consultId}`: its live room, how full it is, the
 * caller's booking, and for those who teach it every booking (a student gets an empty list).
 */
export const consultContentSchema = liveRoomContentSchema.extend({
  ...consultStateShape,
  bookings: z.array(consultBookingSchema),
});
export type ConsultContent = z.infer<typeof consultContentSchema>;

/** A consult in getMyConsult: the item, how full it is, and the user's booking. */
export const consultLineSchema = courseItemSchema.extend(consultStateShape);
export type ConsultLine = z.infer<typeof consultLineSchema>;

/** A consult in getAllMyConsult: also its course, and whether the user teaches it or booked it. */
export const myConsultSchema = consultLineSchema.extend({
  courseName: z.string(),
  teaches: z.boolean(),
});
export type MyConsult = z.infer<typeof myConsultSchema>;

/**
 * A consult in a teacher's schedule (issue 37, "the teacher sees the day's schedule"): its course, how full it is,
 * its slots and every booking with its slot.
 */
export const consultScheduleSchema = consultLineSchema.extend({
  courseName: z.string(),
  bookings: z.array(consultBookingSchema),
});
export type ConsultSchedule = z.infer<typeof consultScheduleSchema>;

/** A team meeting member (SPEC §3: an _id and accept), with their name, place in the course and when they answered. */
export const teamMeetingMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.enum(['teacher', 'student']),
  accept: z.enum(TEAM_MEETING_RESPONSES),
  respondedAt: time.nullable(),
});
export type TeamMeetingMember = z.infer<typeof teamMeetingMemberSchema>;

/** What a team meeting adds to its item in `/api/v1/teammeeting/getCurrent/{id}`: its live room and its members. */
export const teamMeetingContentSchema = liveRoomContentSchema.extend({
  members: z.array(teamMeetingMemberSchema),
});
export type TeamMeetingContent = z.infer<typeof teamMeetingContentSchema>;

/** How many members gave each answer. */
export const answerCountsSchema = z.object(
  Object.fromEntries(TEAM_MEETING_RESPONSES.map((answer) => [answer, z.number().int()])) as Record<
    TeamMeetingResponse,
    z.ZodNumber
  >,
);
export type AnswerCounts = z.infer<typeof answerCountsSchema>;

/** A team meeting in getAllTeamMeeting (those who teach): the item with its members' answers counted. */
export const teamMeetingSummarySchema = courseItemSchema.extend({ answers: answerCountsSchema });
export type TeamMeetingSummary = z.infer<typeof teamMeetingSummarySchema>;

/** A team meeting in getMemberTeamMeeting: the item with the member's answer. */
export const memberTeamMeetingSchema = courseItemSchema.extend({ accept: z.enum(TEAM_MEETING_RESPONSES) });
export type MemberTeamMeeting = z.infer<typeof memberTeamMeetingSchema>;

/**
 * A team meeting in getAllMyTeamMeeting: its course, whether the user teaches it, and their answer (null for a
 * teacher who is not invited).
 */
export const myTeamMeetingSchema = courseItemSchema.extend({
  courseName: z.string(),
  teaches: z.boolean(),
  accept: z.enum(TEAM_MEETING_RESPONSES).nullable(),
});
export type MyTeamMeeting = z.infer<typeof myTeamMeetingSchema>;

export const consultParams = z.object({ consultId: id });
export const userIdParams = z.object({ userId: id });
export const courseUserParams = z.object({ courseId: id, userId: id });
export const courseIdParams = z.object({ courseId: id });

export const bookConsultBody = z.object({
  consultId: id,
  topic: z
    .string({ error: 'Topic: write it as text.' })
    .trim()
    .max(MEETINGS.topicMaxChars, `Topic: at most ${MEETINGS.topicMaxChars} characters.`)
    .default(''),
  /**
   * In a consult with slots, the start of the slot to book (issue 37); booking another slot moves the booking.
   * Left out, a student who has booked keeps their slot and changes only the topic.
   */
  slotStart: isoInstant.optional(),
});
export const cancelConsultBody = z.object({ consultId: id });
const slotMinutesIssue = `Slot length: a whole number of minutes from ${MEETINGS.slotMinutesMin} to ${MEETINGS.slotMinutesMax}.`;
const slotPlacesIssue = `Places per slot: a whole number from 1 to ${MEETINGS.slotPlacesMax}.`;
export const consultSettingsBody = z
  .object({
    consultId: id,
    capacity: z
      .number({ error: `Capacity: a whole number from 1 to ${MEETINGS.consultCapacityMax}, or none.` })
      .int(`Capacity: a whole number from 1 to ${MEETINGS.consultCapacityMax}, or none.`)
      .min(1, 'Capacity: at least 1, or none for no limit.')
      .max(MEETINGS.consultCapacityMax, `Capacity: at most ${MEETINGS.consultCapacityMax}.`)
      .nullable(),
    /**
     * Issue 37: the consult divided into slots of `minutes`, each taking `places` students, or null for none. Left
     * out, the slots stay as they are (the call before slots existed keeps its meaning).
     */
    slots: z
      .object({
        minutes: z
          .number({ error: slotMinutesIssue })
          .int(slotMinutesIssue)
          .min(MEETINGS.slotMinutesMin, slotMinutesIssue)
          .max(MEETINGS.slotMinutesMax, slotMinutesIssue),
        places: z
          .number({ error: slotPlacesIssue })
          .int(slotPlacesIssue)
          .min(1, slotPlacesIssue)
          .max(MEETINGS.slotPlacesMax, slotPlacesIssue),
      })
      .nullable()
      .optional(),
  })
  .refine((body) => !body.slots || body.capacity === null, {
    message: "Capacity: leave it empty for a consult in slots; each slot's places limit its bookings.",
    path: ['capacity'],
  });
export type ConsultSettings = z.infer<typeof consultSettingsBody>;

export const saveMembersBody = z.object({
  teamMeetingId: id,
  userIds: z
    .array(id, { error: 'Members: a list of user ids.' })
    .max(MEETINGS.membersMax, `Members: at most ${MEETINGS.membersMax}.`),
});
export const TEAM_MEETING_ANSWERS = ['accepted', 'declined'] as const;
export const respondBody = z.object({
  teamMeetingId: id,
  accept: z.enum(TEAM_MEETING_ANSWERS, { error: "Answer: 'accepted' or 'declined'." }),
});

export const myBookingReply = okReply({ data: myBookingSchema });
export const consultLinesReply = okReply({ data: z.array(consultLineSchema) });
export const myConsultsReply = okReply({ data: z.array(myConsultSchema) });
export const consultScheduleReply = okReply({ data: z.array(consultScheduleSchema) });
export const teamMeetingSummariesReply = okReply({ data: z.array(teamMeetingSummarySchema) });
export const memberTeamMeetingsReply = okReply({ data: z.array(memberTeamMeetingSchema) });
export const myTeamMeetingsReply = okReply({ data: z.array(myTeamMeetingSchema) });
export const teamMeetingMembersReply = okReply({ data: z.array(teamMeetingMemberSchema) });
