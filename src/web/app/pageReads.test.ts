import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { View } from '../../core/schemas/courses';
import { answerListQuery, assessmentItemQuery, sittingQuery } from '../features/assessments/assessmentsApi';
import { controlPanelQuery } from '../features/calendar/calendarQueries';
import {
  courseDetailQuery,
  courseViewQuery,
  myCoursesQuery,
  myCoursesWithItemsQuery,
} from '../features/courses/courseQueries';
import { toMarkQuery } from '../features/dashboard/toMarkApi';
import { discussionQuery, myAssessmentQuery, threadQuery } from '../features/discussions/discussionsApi';
import { fileItemQuery } from '../features/files/filesApi';
import {
  bookPage,
  courseBookQuery,
  FIRST_SORTING,
  studentRowQuery,
} from '../features/gradebook/gradebookApi';
import { courseAttendanceQuery, liveItemQuery } from '../features/lectures/lecturesApi';
import { mailFolderQuery, mailFoldersQuery } from '../features/mail/mailQueries';
import {
  classProgressQuery,
  moduleQuery,
  progressLineQuery,
  studentUnitQuery,
  unitProgressQuery,
  unitQuery,
  unitQuestionsQuery,
} from '../features/selflearning/selfLearningApi';
import { type PageReader, routeOfPath, routerPath } from '../platform/routes';
import { pageReads } from './pageReads';

const [COURSE, OTHER_COURSE, ITEM, ATTENDANCE, FILE, USER] = ['c1', 'c2', 'i1', 'a1', 'f1', 'u1'];

interface Case {
  path: string;
  role: 'teacher' | 'student';
  view?: View;
  /** The keys the page's hooks read on arrival: each hook is built on the query options named here. */
  keys: QueryKey[];
}

/**
 * Issue 40's pages, each with the reads its hooks make as it opens. A page whose table entry is lost, or whose reads
 * drift from its hooks' keys (a second request, or none started early), fails here.
 */
const cases: Case[] = [
  {
    path: '/dashboard',
    role: 'teacher',
    keys: [myCoursesQuery(USER, undefined), myCoursesWithItemsQuery(USER, undefined), toMarkQuery(USER)].map(
      (query) => query.queryKey,
    ),
  },
  {
    path: '/dashboard',
    role: 'student',
    keys: [myCoursesQuery(USER, undefined).queryKey, myCoursesWithItemsQuery(USER, undefined).queryKey],
  },
  {
    path: '/dashboard',
    role: 'student',
    view: 'student',
    keys: [myCoursesQuery(USER, 'student').queryKey, myCoursesWithItemsQuery(USER, 'student').queryKey],
  },
  { path: '/control_panel', role: 'teacher', keys: [controlPanelQuery(USER, undefined).queryKey] },
  { path: '/control_panel_student', role: 'student', keys: [controlPanelQuery(USER, undefined).queryKey] },
  {
    path: `/editcourse/${COURSE}`,
    role: 'teacher',
    keys: [courseDetailQuery(COURSE).queryKey, courseViewQuery(COURSE, USER).queryKey],
  },
  {
    path: `/TestAnswerList/${COURSE}/${ITEM}`,
    role: 'teacher',
    keys: [
      assessmentItemQuery('test', COURSE, ITEM).queryKey,
      answerListQuery('test', COURSE, ITEM).queryKey,
    ],
  },
  {
    path: `/ExamAnswerList/${COURSE}/${ITEM}`,
    role: 'teacher',
    keys: [
      assessmentItemQuery('exam', COURSE, ITEM).queryKey,
      answerListQuery('exam', COURSE, ITEM).queryKey,
    ],
  },
  {
    path: `/lecture_attendance?courseId=${OTHER_COURSE}`,
    role: 'teacher',
    keys: [myCoursesQuery(USER, undefined).queryKey, courseAttendanceQuery(OTHER_COURSE).queryKey],
  },
  {
    path: '/lecture_attendance',
    role: 'teacher',
    keys: [myCoursesQuery(USER, undefined).queryKey, courseAttendanceQuery(COURSE).queryKey],
  },
  {
    path: `/viewcourse/${COURSE}`,
    role: 'student',
    keys: [courseViewQuery(COURSE, USER, 'student').queryKey],
  },
  {
    path: `/answerLiveTest/${COURSE}/${ITEM}`,
    role: 'student',
    keys: [assessmentItemQuery('test', COURSE, ITEM).queryKey, sittingQuery('test', COURSE, ITEM).queryKey],
  },
  { path: `/file_viewer_pdf/${FILE}/notes.pdf`, role: 'student', keys: [fileItemQuery(FILE).queryKey] },
  {
    path: `/joinlecture/${COURSE}/${ITEM}/${ATTENDANCE}`,
    role: 'student',
    keys: [liveItemQuery(ITEM).queryKey],
  },
  {
    path: `/joindiscussion/${COURSE}/${ITEM}`,
    role: 'student',
    keys: [discussionQuery(ITEM), threadQuery(ITEM), myAssessmentQuery(ITEM)].map((query) => query.queryKey),
  },
  {
    path: `/gradebook/${COURSE}`,
    role: 'teacher',
    keys: [
      courseDetailQuery(COURSE).queryKey,
      courseBookQuery(COURSE, bookPage(FIRST_SORTING, null, 1)).queryKey,
    ],
  },
  {
    path: `/gradebook/${COURSE}`,
    role: 'student',
    keys: [courseDetailQuery(COURSE).queryKey, studentRowQuery(COURSE, USER).queryKey],
  },
  {
    path: `/SelfLearningEdit/${COURSE}/${ITEM}`,
    role: 'teacher',
    keys: [unitQuery(COURSE, ITEM).queryKey, classProgressQuery(COURSE, ITEM).queryKey],
  },
  {
    path: `/SelfLearningView/${COURSE}/${ITEM}/${ATTENDANCE}`,
    role: 'student',
    keys: [unitProgressQuery(COURSE, ITEM, ATTENDANCE).queryKey],
  },
  {
    path: `/SL_file_viewer_video/${ATTENDANCE}/m1/${COURSE}/${FILE}/talk.webm`,
    role: 'student',
    keys: [progressLineQuery(ATTENDANCE, USER).queryKey, fileItemQuery(FILE).queryKey],
  },
  {
    path: `/SL_file_viewer_pdf/${ATTENDANCE}/m1/${FILE}/notes.pdf`,
    role: 'student',
    keys: [progressLineQuery(ATTENDANCE, USER).queryKey, fileItemQuery(FILE).queryKey],
  },
  {
    path: `/selflearningTest/${COURSE}/${ITEM}/m1`,
    role: 'teacher',
    keys: [moduleQuery(COURSE, ITEM, 'm1').queryKey],
  },
  {
    path: `/SelfLearningTestAnswer/${COURSE}/${ITEM}/m1`,
    role: 'student',
    keys: [moduleQuery(COURSE, ITEM, 'm1').queryKey, studentUnitQuery(COURSE, ITEM, USER).queryKey],
  },
  {
    path: `/SelfLearningTestAnswer/${COURSE}/${ITEM}/m1`,
    role: 'teacher',
    keys: [moduleQuery(COURSE, ITEM, 'm1').queryKey, classProgressQuery(COURSE, ITEM).queryKey],
  },
  { path: `/MCQLecture/${ITEM}`, role: 'teacher', keys: [unitQuestionsQuery(ITEM).queryKey] },
  {
    path: '/mail',
    role: 'student',
    keys: [mailFoldersQuery().queryKey, mailFolderQuery('inbox', 1, '').queryKey],
  },
];

/**
 * The server data cache as the reads use it, recording each key asked for. A read that waits for another's answer
 * gets a test that is open and the user's two courses.
 */
function recordingClient() {
  const keys: QueryKey[] = [];
  const ask = ({ queryKey }: { queryKey: QueryKey }) => {
    keys.push(queryKey);
    return Promise.resolve({ code: 0, active: true, data: [{ _id: COURSE }, { _id: OTHER_COURSE }] });
  };
  return { client: { prefetchQuery: ask, fetchQuery: ask } as unknown as QueryClient, keys };
}

describe('pageReads (issue 40)', () => {
  it.each(cases)(
    '$path ($role) starts the reads its hooks make, and no other',
    async ({ path, role, view, keys }) => {
      const [pathname = '', search = ''] = path.split('?');
      const entry = routeOfPath(pathname);
      if (!entry) throw new Error(`No route for ${pathname}`);
      const reads = pageReads[entry.page];
      if (!reads) throw new Error(`${pathname} (page ${entry.page}) has no first reads in pageReads.ts`);
      const reader: PageReader = {
        params: matchPath(routerPath(entry), pathname)?.params ?? {},
        search: new URLSearchParams(search),
        userId: USER,
        view,
        role,
      };
      const { client, keys: asked } = recordingClient();
      (await reads())(client, reader);
      // The reads that wait for another's answer ask once it has come.
      await new Promise((settle) => setTimeout(settle));
      expect(asked).toEqual(keys);
    },
  );
});
