import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../core/contracts/contract';
import { lectureCalls } from '../../../core/contracts/lectures';
import type { LiveRoomItem } from '../../../core/schemas/lectures';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/**
 * The class calls of issue 16 through their contracts: a lecture (or other item that meets live), its sittings, who
 * is in the room.
 */

/** A lecture, or any other item that meets live, with its room and its sitting now open. */
export type LectureItem = LiveRoomItem;

export const liveItemQuery = (itemId: string) =>
  queryOptions({ queryKey: queryKeys.lecture(itemId), queryFn: () => call(lectureCalls.room, { itemId }) });

export const useLiveItem = (itemId: string) =>
  useQuery({
    ...liveItemQuery(itemId),
    select: (reply) => reply.data,
  });

export const useMeetingRooms = () =>
  useQuery({
    queryKey: queryKeys.meetingRooms(),
    queryFn: () => call(lectureCalls.rooms),
    select: (reply) => reply.data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAttendance = (attendanceId: string) =>
  useQuery({
    queryKey: queryKeys.attendance(attendanceId),
    queryFn: () => call(lectureCalls.attendance, { attendanceId }),
    select: (reply) => reply.data,
  });

export const courseAttendanceQuery = (courseId: string) =>
  queryOptions({
    queryKey: queryKeys.courseAttendance(courseId),
    queryFn: () => call(lectureCalls.courseAttendance, { courseId }),
  });

export const useCourseAttendance = (courseId: string | null) =>
  useQuery({
    ...courseAttendanceQuery(courseId ?? ''),
    select: (reply) => reply.data,
    enabled: Boolean(courseId),
  });

export function useSaveRoom(lectureId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roomId: string | null) => call(lectureCalls.saveRoom, { lectureId, roomId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lecture(lectureId) }),
  });
}

export const startLecture = (lectureId: string) => call(lectureCalls.start, { lectureId });

type Sitting = CallInput<typeof lectureCalls.leave>;

export const joinLecture = (sitting: Sitting) => call(lectureCalls.join, sitting);
/** `leaving`: the page is going away, so the request must outlive it. */
export const leaveLecture = (sitting: Sitting, leaving = false) =>
  call(lectureCalls.leave, sitting, { keepalive: leaving });
export const endLecture = (sitting: Sitting) => call(lectureCalls.end, sitting);
export const raiseHand = (sitting: Sitting, raised: boolean) =>
  call(lectureCalls.hand, { ...sitting, raised });
export const controlClass = (input: CallInput<typeof lectureCalls.control>) =>
  call(lectureCalls.control, input);
export const showDocument = (input: CallInput<typeof lectureCalls.showDocument>) =>
  call(lectureCalls.showDocument, input);
