import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { teacherEditPath } from '../courses/itemRoutes';
import { KindListPage } from '../courses/KindListPage';

/**
 * /selflearninglist/{courseId} (teacher, SPEC §2, issue 39): the course's self-learning units with their times and
 * edit pages, each with its class's progress a click away; "Add self-learning unit".
 */
export default function SelfLearningListPage() {
  const { courseId = '' } = useParams();
  return (
    <KindListPage
      courseId={courseId}
      kind="selfLearning"
      itemActions={(item) => (
        <Button
          component={Link}
          to={`${teacherEditPath('selfLearning', courseId, item._id)}#class-progress`}
          variant="subtle"
          size="compact-sm"
          aria-label={`Class progress of ${item.title}`}
        >
          Class progress
        </Button>
      )}
    />
  );
}
