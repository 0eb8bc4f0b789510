import { useQuery } from '@tanstack/react-query';
import { noteCalls } from '../../../core/contracts/notes';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/** The notes calls of the document viewers (issue 14) and of a class (issue 16), through their contracts. */

export const useDocNote = (fileId: string, userId: string) =>
  useQuery({
    queryKey: queryKeys.docNote(fileId, userId),
    queryFn: () => call(noteCalls.docNote, { fileId, userId }),
    select: (reply) => reply.data,
  });

/** `leaving`: the page is going away, so the request must outlive it. */
export const saveDocNote = (fileId: string, text: string, leaving: boolean) =>
  call(noteCalls.saveDocNote, { fileId, text }, { keepalive: leaving });

export const useLectureNote = (courseId: string, lectureId: string, userId: string) =>
  useQuery({
    queryKey: queryKeys.lectureNote(lectureId, userId),
    queryFn: () => call(noteCalls.lectureNote, { courseId, lectureId, userId }),
    select: (reply) => reply.data,
  });

/** `leaving`: the page is going away, so the request must outlive it. */
export const saveLectureNote = (lectureId: string, text: string, leaving: boolean) =>
  call(noteCalls.saveLectureNote, { lectureId, text }, { keepalive: leaving });
