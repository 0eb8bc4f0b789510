import type { APIRequestContext } from '@playwright/test';
import type { Question } from '../../src/core/schemas/assessments';
import { apiSignIn, expectOk, type Person } from './people';

/** The keys issue 33 added to a question (Moodle's weights, numerical and matching answers), empty: none is used. */
export const PLAIN = { weights: [], multiple: false, numbers: [], pairs: [] };

/**
 * A networking test's questions, one of each type SPEC §3 names, and a multiple-choice question with two right
 * answers (q-all, last).
 */
export const NETWORK_QUESTIONS: Question[] = [
  {
    _id: 'q-word',
    ...PLAIN,
    type: 'one_word',
    text: '<p>Which device forwards packets between networks?</p>',
    choices: [],
    answer: 'router',
    marks: 2,
    feedback: 'A router joins networks.',
  },
  {
    _id: 'q-brief',
    ...PLAIN,
    type: 'brief',
    text: '<p>Why does TCP need a handshake?</p>',
    choices: [],
    answer: 'Both sides agree on sequence numbers.',
    marks: 4,
    feedback: '',
  },
  {
    _id: 'q-one',
    ...PLAIN,
    type: 'mcq',
    text: '<p>Which layer does IP belong to?</p>',
    choices: ['Link', 'Network', 'Transport'],
    answer: 'Network',
    marks: 1,
    feedback: '',
  },
  {
    _id: 'q-all',
    ...PLAIN,
    type: 'mcq',
    text: '<p>Which of these are transport protocols?</p>',
    choices: ['TCP', 'UDP', 'ICMP'],
    answer: 'TCP|UDP',
    marks: 2,
    feedback: 'ICMP is a network-layer protocol.',
  },
];

/** The teacher writes `questions` into a test through the API; its headers, for what they do next. */
export async function writeQuestions(
  request: APIRequestContext,
  teacher: Person,
  testId: string,
  questions: readonly Question[],
) {
  const { headers } = await apiSignIn(request, teacher.username, teacher.password);
  await expectOk(
    await request.post('/api/v1/test/saveQuestions', { headers, data: { itemId: testId, questions } }),
    'write the questions',
  );
  return headers;
}

/** The teacher writes `questions` into a test through the API and opens its live sitting, as journeys start. */
export async function openLiveWith(
  request: APIRequestContext,
  teacher: Person,
  testId: string,
  questions: readonly Question[],
) {
  const headers = await writeQuestions(request, teacher, testId, questions);
  await expectOk(
    await request.post('/api/v1/test/openLive', { headers, data: { itemId: testId } }),
    'open it',
  );
}
