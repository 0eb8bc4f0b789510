import { Button } from '@mantine/core';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useCancelBooking } from './meetingsApi';

/** A student's Cancel of their consult booking, whole or slot (issue 16, issue 37). */
export function CancelBookingButton({ item }: { item: CourseItem }) {
  const cancel = useCancelBooking(item.courseId);
  return (
    <Button
      size="sm"
      variant="light"
      loading={cancel.isPending}
      onClick={() =>
        cancel.mutate(item._id, { onError: (error) => toast(errorMessage(error), { tone: 'error' }) })
      }
      aria-label={`Cancel my booking: ${item.title}`}
    >
      Cancel
    </Button>
  );
}
