import { useCallback, useRef } from 'react';
import { toast } from '../../components/toast';
import { reportReading, useProgressReported } from './selfLearningApi';

/**
 * Reports how far a student has read a module's document (issue 39): each page further than any before is sent,
 * one report after another, and the last page completes the module. Answers `reached(page, pages)`, which the
 * viewer calls as the reader moves.
 */
export function useReadingReports(progressId: string) {
  const reported = useProgressReported();
  const furthest = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  return useCallback(
    (page: number, pages: number) => {
      if (page <= furthest.current || pages < 1) return;
      furthest.current = page;
      queue.current = queue.current
        .then(() => reportReading({ progressId, page, pages }))
        .then((reply) => {
          reported(reply.data);
          if (page === pages && reply.data.state === 'complete')
            toast('You have reached the end: this module is complete.', { tone: 'success' });
        })
        .catch(() => {
          // Not recorded: the page may be reached again and sent then.
          furthest.current = Math.min(furthest.current, page - 1);
        });
    },
    [progressId, reported],
  );
}
