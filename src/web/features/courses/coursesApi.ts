import type { CallInput } from '../../../core/contracts/contract';
import { itemCalls } from '../../../core/contracts/courseItems';
import { courseCalls } from '../../../core/contracts/courses';
import type { CreateItem, UpdateItem } from '../../../core/schemas/courseItems';
import type { CreateCourse, UpdateCourse, View } from '../../../core/schemas/courses';
import { call } from '../../api/call';

/** The course and course-item calls of the course pages, through their contracts. Each throws ApiError on a failure reply. */

/** `view` 'student' asks for what a student of each course gets (a teacher's student view). */
const viewPayload = (view: View) => (view ? { view } : {});

export const getMyCourses = (userId: string, view: View) =>
  call(courseCalls.userCourses, { userId, ...viewPayload(view) });

export const getMyCoursesWithItems = (userId: string, view: View) =>
  call(courseCalls.userCoursesWithItems, { userId, ...viewPayload(view) });

export const getCourseDetail = (courseId: string) => call(courseCalls.courseDetail, { courseId });

/** The course with the items this user may see (a teacher of the course gets every item, unless seen as a student). */
export const getCourseView = (courseId: string, userId: string, view: View) =>
  call(courseCalls.courseAsSeenBy, { courseId, userId, ...viewPayload(view) });

/** The course templates a new course can start from. */
export const getCourseTemplates = () => call(courseCalls.templatePicks);

export const createCourse = (body: CreateCourse) => call(courseCalls.create, body);

export const updateCourse = (body: UpdateCourse) => call(courseCalls.update, body);

export const removeCourse = (courseId: string) => call(courseCalls.remove, { courseId });

export const createCourseFromTemplate = (body: CallInput<typeof courseCalls.createFromTemplate>) =>
  call(courseCalls.createFromTemplate, body);

/** `image` is a data URL of the scaled picture, or '' to remove it. */
export const setCourseImage = (courseId: string, image: string) =>
  call(courseCalls.setImage, { courseId, image });

export const addCourseMembers = (body: CallInput<typeof courseCalls.addMembers>) =>
  call(courseCalls.addMembers, body);

export const removeCourseMember = (courseId: string, userId: string) =>
  call(courseCalls.removeMember, { courseId, userId });

export const createItem = (body: CreateItem) => call(itemCalls.create, body);

export const updateItem = (body: UpdateItem) => call(itemCalls.update, body);

export const removeItem = (itemId: string) => call(itemCalls.remove, { itemId });

export const reorderItems = (body: CallInput<typeof itemCalls.reorder>) => call(itemCalls.reorder, body);
