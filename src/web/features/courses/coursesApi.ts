import type { ItemKind } from '../../../core/itemKinds';
import type { CourseItem, CreateItem, UpdateItem } from '../../../core/schemas/courseItems';
import type {
  CourseDetail,
  CoursePick,
  CourseSummary,
  CourseWithItems,
  CreateCourse,
  MemberReportLine,
  UpdateCourse,
  View,
} from '../../../core/schemas/courses';
import type { PublicUser } from '../../../core/schemas/users';
import { apiCall } from '../../api/http';

/** The course and course-item calls of the course pages, typed. Each throws ApiError on a failure reply. */

const segment = encodeURIComponent;
const COURSE = '/api/v1/course';
const ITEM = '/api/v1/item';

/** `view` 'student' asks for what a student of each course gets (a teacher's student view). */
const viewPayload = (view: View) => (view ? { view } : undefined);

export const getMyCourses = (userId: string, view: View) =>
  apiCall<{ data: CourseSummary[] }>('GET', `${COURSE}/getCourse/${segment(userId)}`, viewPayload(view));

export const getMyCoursesWithItems = (userId: string, view: View) =>
  apiCall<{ data: CourseWithItems[] }>('GET', `${COURSE}/getAllCourse/${segment(userId)}`, viewPayload(view));

export const getCourseDetail = (courseId: string) =>
  apiCall<{ data: CourseDetail }>('GET', `${COURSE}/getCurentCourse/${segment(courseId)}`);

/** The course with the items this user may see (a teacher of the course gets every item, unless seen as a student). */
export const getCourseView = (courseId: string, userId: string, view: View) =>
  apiCall<{ data: CourseWithItems }>(
    'GET',
    `${COURSE}/getCurrentCourse/${segment(courseId)}/${segment(userId)}`,
    viewPayload(view),
  );

/** The course templates a new course can start from. */
export const getCourseTemplates = () =>
  apiCall<{ data: CoursePick[] }>('GET', `${COURSE}/coursetemplistCode`);

export const createCourse = (body: CreateCourse) =>
  apiCall<{ data: CourseDetail }>('POST', `${COURSE}/create`, body);

export const updateCourse = (body: UpdateCourse) =>
  apiCall<{ data: CourseDetail }>('POST', `${COURSE}/update`, body);

export const removeCourse = (courseId: string) => apiCall('POST', `${COURSE}/remove`, { courseId });

export const createCourseFromTemplate = (body: {
  templateId: string;
  name: string;
  startDate: string;
  endDate: string;
}) => apiCall<{ data: CourseDetail }>('POST', `${COURSE}/createFromTemplate`, body);

/** `image` is a data URL of the scaled picture, or '' to remove it. */
export const setCourseImage = (courseId: string, image: string) =>
  apiCall<{ data: CourseSummary }>('POST', `${COURSE}/setImage`, { courseId, image });

export const addCourseMembers = (body: {
  courseId: string;
  role: 'student' | 'teacher';
  identifiers: string[];
}) => apiCall<{ data: MemberReportLine[] }>('POST', `${COURSE}/addMembers`, body);

export const removeCourseMember = (courseId: string, userId: string) =>
  apiCall('POST', `${COURSE}/removeMember`, { courseId, userId });

export const createItem = (body: CreateItem) => apiCall<{ data: CourseItem }>('POST', `${ITEM}/create`, body);

export const updateItem = (body: UpdateItem) => apiCall<{ data: CourseItem }>('POST', `${ITEM}/update`, body);

export const removeItem = (itemId: string) => apiCall('POST', `${ITEM}/remove`, { itemId });

export const reorderItems = (body: { courseId: string; kind: ItemKind; itemIds: string[] }) =>
  apiCall('POST', `${ITEM}/reorder`, body);

/** The member picker's search: enabled users of one role whose username or full name matches `q`. */
export const searchUsers = (role: 'student' | 'teacher', q: string) =>
  apiCall<{ data: PublicUser[]; total: number }>('GET', `/api/v1/user/userList/${role}`, { q, limit: 20 });
