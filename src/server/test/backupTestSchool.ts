import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { person } from './cast';
import { createChat } from './chatFactories';
import { addMember, createCourse, createItem, pictureBytes, TEST_PICTURES } from './courseFactories';
import { TEST_PASSWORD } from './factories';
import type { ServerProcess } from './serverProcess';

/** What the backup tests put in a database and look for after a restore. */
export interface BackupTestSchool {
  courseId: string;
  courseName: string;
  chatId: string;
  /** More chats of the teacher and the student, for a writer faster than one person may send to one chat. */
  sideChatIds: string[];
  teacher: { id: string; username: string };
  student: { username: string; authorization: string };
}

/**
 * The side chats a busy writer goes round: one person's sends to one chat are limited (CHAT_SENDS_PER_WINDOW in
 * CHAT_SEND_WINDOW_SECONDS, issue 32), and a backup under writes wants more of them than that.
 */
const SIDE_CHATS = 40;

/** A teacher, two students, a course with a picture, a lecture and a test, and chats, built in-process. */
export async function buildBackupTestSchool(app: FastifyInstance): Promise<BackupTestSchool> {
  const teacher = await person(app, { role: 'teacher', fullName: 'Tess Teacher' });
  const ann = await person(app, { fullName: 'Ann Able' });
  const bob = await person(app, { fullName: 'Bob Baker' });
  const course = await createCourse(app, teacher.user, { name: 'Plumbing, level 2' });
  for (const student of [ann, bob]) await addMember(app, course, student.user);
  const picture = await app.inject({
    method: 'POST',
    url: '/api/v1/course/setImage',
    headers: teacher.session.headers,
    payload: { courseId: course.id, image: TEST_PICTURES.blue },
  });
  expect(picture.statusCode).toBe(200);
  await createItem(app, course, { kind: 'lecture', title: 'Copper joints' });
  await createItem(app, course, { kind: 'test', title: 'Soldering quiz' });
  const chat = await createChat(app, course, [teacher.user, ann.user, bob.user], { name: 'Class chat' });
  const sideChatIds: string[] = [];
  for (let i = 0; i < SIDE_CHATS; i++)
    sideChatIds.push(
      (await createChat(app, course, [teacher.user, ann.user], { name: `Side chat ${i}` })).id,
    );
  return {
    courseId: course.id,
    courseName: course.name,
    chatId: chat.id,
    sideChatIds,
    teacher: { id: teacher.user.id, username: teacher.user.username },
    student: { username: ann.user.username, authorization: ann.session.headers.authorization },
  };
}

/**
 * The student sends a chat message through the server, which also stores a notice for the teacher: to the class
 * chat unless told another. The new message's id; undefined when the server refused it as one too many (429).
 */
export async function trySendChatMessage(
  server: ServerProcess,
  school: BackupTestSchool,
  text: string,
  chatListId = school.chatId,
): Promise<string | undefined> {
  const response = await fetch(`${server.url}/api/v1/chat/send`, {
    method: 'POST',
    headers: { authorization: school.student.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ chatListId, text }),
  });
  if (response.status === 429) return undefined;
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/** The student sends a chat message to the class chat, which the server acknowledges; its id. */
export async function sendChatMessage(server: ServerProcess, school: BackupTestSchool, text: string) {
  const id = await trySendChatMessage(server, school, text);
  expect(id, 'the message was refused as one too many').toBeDefined();
  return id!;
}

/**
 * What people would check on a restored server: the teacher signs in with their password, sees the course with its
 * picture, students and items, and the notice of the student's message.
 */
export async function expectSchoolServed(server: ServerProcess, school: BackupTestSchool) {
  const login = await fetch(`${server.url}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: school.teacher.username, password: TEST_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const headers = {
    authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  const read = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: unknown }).data;
  };
  expect(await read(`/api/v1/course/getCurentCourse/${school.courseId}`)).toMatchObject({
    name: school.courseName,
    students: [{ fullName: 'Ann Able' }, { fullName: 'Bob Baker' }],
  });
  const picture = await fetch(`${server.url}/api/v1/course/image/${school.courseId}`);
  expect(picture.status).toBe(200);
  expect(Buffer.from(await picture.arrayBuffer()).equals(pictureBytes(TEST_PICTURES.blue))).toBe(true);
  const titles = async (kind: string) =>
    (
      (await read(`/api/v1/course/getCurentCourseType/${school.courseId}/${kind}`)) as { title: string }[]
    ).map((item) => item.title);
  expect(await titles('lecture')).toEqual(['Copper joints']);
  expect(await titles('test')).toEqual(['Soldering quiz']);
  expect(await read(`/api/v1/notification/getMyNotification/${school.teacher.id}`)).toEqual([
    expect.objectContaining({ refType: 'chat', refId: school.chatId }),
  ]);
}
