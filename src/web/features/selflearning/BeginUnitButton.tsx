import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useBegin } from './selfLearningApi';
import { unitViewPath } from './selfLearningPaths';

/**
 * A self-learning unit's Open on the course page (issue 39): begins the student's place in the unit (once; again
 * it finds the same) and goes to it.
 */
export function BeginUnitButton({ item, text }: { item: CourseItem; text: string }) {
  const begin = useBegin();
  const navigate = useNavigate();
  return (
    <Button
      size="sm"
      loading={begin.isPending}
      aria-label={`${text}: ${item.title}`}
      onClick={() =>
        begin.mutate(item._id, {
          onSuccess: (reply) => navigate(unitViewPath(item.courseId, item._id, reply.data._id)),
          onError: (error) => toast(errorMessage(error), { tone: 'error' }),
        })
      }
    >
      {text}
    </Button>
  );
}
