import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AssessmentKind } from '../../../core/itemKinds';
import type { SavedAnswer } from '../../../core/schemas/assessments';
import { ApiError } from '../../api/envelope';
import { AnswerQueue, type WriteResult, writeFailure } from './answerQueue';
import { saveAttemptAnswer } from './assessmentsApi';

/** The seq's clock ticks in tenths of a second. */
const SEQ_TICK_MS = 100;

/** Sends one write through the API and says how it ended, in the queue's words. */
async function sendAnswer(
  kind: AssessmentKind,
  attemptId: string,
  write: { questionId: string; answer: string; seq: number },
): Promise<WriteResult> {
  try {
    await saveAttemptAnswer(kind, { attemptId, ...write });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError) return writeFailure(error.code, error.message);
    throw error;
  }
}

/**
 * The answer queue of one attempt, for as long as the page shows it: every change goes through it, the browser's
 * `online` event sends what waits at once, and leaving the page while something is not saved asks the browser to
 * warn the student. Moving to another page of the app does not stop a retry: the answer still gets there. The
 * page closes the queue when the attempt is over.
 */
export function useAnswerQueue(
  kind: AssessmentKind,
  attempt: { _id: string; startedAt: string },
  saved: readonly SavedAnswer[],
) {
  const [queue] = useState(
    () =>
      new AnswerQueue({
        send: (write) => sendAnswer(kind, attempt._id, write),
        savedSeqs: Object.fromEntries(saved.map((answer) => [answer.questionId, answer.seq])),
        // Tenths of a second since the attempt began: rising across reloads and tabs, and within the server's seq
        // (a whole number under 2^31) for years of an attempt.
        now: () => Math.floor((Date.now() - Date.parse(attempt.startedAt)) / SEQ_TICK_MS),
      }),
  );
  const snapshot = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.snapshot(),
  );

  useEffect(() => {
    const online = () => queue.retryNow();
    const warnIfUnsaved = (event: BeforeUnloadEvent) => {
      if (queue.hasUnsaved()) event.preventDefault();
    };
    window.addEventListener('online', online);
    window.addEventListener('beforeunload', warnIfUnsaved);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('beforeunload', warnIfUnsaved);
    };
  }, [queue]);

  return { queue, snapshot };
}
