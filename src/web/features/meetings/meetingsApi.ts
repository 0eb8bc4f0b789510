import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consultCalls } from '../../../core/contracts/consults';
import { currentItemCalls } from '../../../core/contracts/courseItems';
import { teamMeetingCalls } from '../../../core/contracts/teamMeetings';
import type { CourseItem } from '../../../core/schemas/courseItems';
import type { ConsultContent, ConsultSettings, TeamMeetingContent } from '../../../core/schemas/meetings';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/**
 * The consult and team meeting calls of issue 16 through their contracts. Their keys sit under the course's, so
 * that a course change (a write here, or the course's live notification) refreshes them (api/queryKeys.ts).
 */

export type ConsultItem = CourseItem & ConsultContent;
export type TeamMeetingItem = CourseItem & TeamMeetingContent;

export const useConsult = (courseId: string, consultId: string) =>
  useQuery({
    queryKey: queryKeys.meeting(courseId, consultId),
    queryFn: () => call(currentItemCalls.consult, { refId: consultId }),
    // The table of getCurrent calls is typed over every kind at once; a consult's carries its content.
    select: (reply) => reply.data as ConsultItem,
  });

export const useTeamMeeting = (courseId: string, teamMeetingId: string) =>
  useQuery({
    queryKey: queryKeys.meeting(courseId, teamMeetingId),
    queryFn: () => call(currentItemCalls.teamMeeting, { refId: teamMeetingId }),
    select: (reply) => reply.data as TeamMeetingItem,
  });

/** The course's consults as `userId` sees them, with how full each is. */
export const useCourseConsults = (courseId: string, userId: string) =>
  useQuery({
    queryKey: queryKeys.consults(courseId, userId),
    queryFn: () => call(consultCalls.mineInCourse, { courseId, userId }),
    select: (reply) => reply.data,
    enabled: Boolean(userId),
  });

/**
 * The consults `userId` teaches between `from` and `to` (ISO instants: the viewer's day), slot by slot with their
 * bookings (issue 37). Its key sits under the calendar's, so any course's news refreshes it.
 */
export const useConsultSchedule = (userId: string, from: string, to: string) =>
  useQuery({
    queryKey: queryKeys.consultSchedule(userId, from, to),
    queryFn: () => call(consultCalls.schedule, { userId, from, to }),
    select: (reply) => reply.data,
    enabled: Boolean(userId),
  });

/** The course's team meetings `userId` is invited to, with their answer. */
export const useMemberTeamMeetings = (courseId: string, userId: string) =>
  useQuery({
    queryKey: queryKeys.memberTeamMeetings(courseId, userId),
    queryFn: () => call(teamMeetingCalls.mineInCourse, { courseId, userId }),
    select: (reply) => reply.data,
    enabled: Boolean(userId),
  });

/** The course's team meetings with their members' answers counted (those who teach it). */
export const useCourseTeamMeetings = (courseId: string) =>
  useQuery({
    queryKey: queryKeys.teamMeetings(courseId),
    queryFn: () => call(teamMeetingCalls.ofCourse, { courseId }),
    select: (reply) => reply.data,
  });

/** A write about one course's meetings that refreshes everything of that course once it has succeeded. */
function useCourseWrite<I>(courseId: string, write: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.course(courseId) }),
  });
}

export const useBookConsult = (courseId: string) =>
  useCourseWrite(courseId, (input: { consultId: string; topic: string; slotStart?: string }) =>
    call(consultCalls.book, input),
  );
export const useCancelBooking = (courseId: string) =>
  useCourseWrite(courseId, (consultId: string) => call(consultCalls.cancel, { consultId }));
/** The consult's capacity, or its slots (issue 37: then the capacity is null). */
export const useSaveConsultSettings = (courseId: string, consultId: string) =>
  useCourseWrite(courseId, (settings: Omit<ConsultSettings, 'consultId'>) =>
    call(consultCalls.saveSettings, { consultId, ...settings }),
  );
export const useSaveMembers = (courseId: string, teamMeetingId: string) =>
  useCourseWrite(courseId, (userIds: string[]) =>
    call(teamMeetingCalls.saveMembers, { teamMeetingId, userIds }),
  );
export const useRespond = (courseId: string, teamMeetingId: string) =>
  useCourseWrite(courseId, (accept: 'accepted' | 'declined') =>
    call(teamMeetingCalls.respond, { teamMeetingId, accept }),
  );
