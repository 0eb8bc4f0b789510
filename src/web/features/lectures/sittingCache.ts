import type { QueryClient } from '@tanstack/react-query';
import type { CallReply } from '../../../core/contracts/contract';
import type { lectureCalls } from '../../../core/contracts/lectures';
import type { LectureEvent } from '../../../core/schemas/realtimeNames';
import { queryKeys } from '../../api/queryKeys';

type SittingReply = CallReply<typeof lectureCalls.attendance>;

/**
 * Brings the page's copy of a sitting up to date with a `lecture` event about it. A move of the shown document
 * carries what is shown now, so every viewer follows at once: a class of hundreds reading the whole sitting again on
 * each page turn would take seconds (`npm run bench -- shownDocument`). Any other change is read again.
 */
export function applySittingChange(queryClient: QueryClient, event: LectureEvent) {
  const key = queryKeys.attendance(event.attendanceId);
  const { document } = event;
  if (event.change === 'document' && document !== undefined && queryClient.getQueryData(key)) {
    queryClient.setQueryData<SittingReply>(key, (reply) =>
      reply ? { ...reply, data: { ...reply.data, document } } : reply,
    );
    return;
  }
  void queryClient.invalidateQueries({ queryKey: key });
}
