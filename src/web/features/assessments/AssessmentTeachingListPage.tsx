import { Badge, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { AssessmentKind } from '../../../core/itemKinds';
import { ITEM_KIND_DEFINITIONS, kindWithArticle } from '../../../core/itemKinds';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { useCurrentRoute } from '../../platform/currentRoute';
import { CourseHeader } from '../courses/CourseHeader';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { useCourseDetail } from '../courses/courseQueries';
import { openItemFormLater } from '../courses/openItemFormLater';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { AssessmentListLine } from './AssessmentListLine';
import { assessmentKindAt, NOT_ASSESSMENT_PAGE } from './assessmentRoutes';
import { useTeachingAssessments } from './assessmentsApi';

function TeachingList({ kind, courseId }: { kind: AssessmentKind; courseId: string }) {
  const course = useCourseDetail(courseId);
  const list = useTeachingAssessments(kind, courseId);
  useCourseChannel(courseId);
  const headingId = useId();
  const labels = ITEM_KIND_DEFINITIONS[kind].labels;
  const lower = labels.one.toLowerCase();

  if (course.isPending) return <CoursePageSkeleton sections={1} />;
  if (course.isError) {
    return (
      <ErrorState
        title="This course could not be opened"
        error={course.error}
        onRetry={() => void course.refetch()}
      />
    );
  }

  const add = () => openItemFormLater({ courseId, kind });
  return (
    <Stack gap="lg" maw={1100}>
      <CourseHeader
        course={course.data}
        actions={
          <>
            <Button onClick={add}>Add {lower}</Button>
            <Button component={Link} to={`/editcourse/${encodeURIComponent(courseId)}`} variant="light">
              Back to the course
            </Button>
          </>
        }
      />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
        <Group gap="xs" mb="xs">
          <Title order={2} size="h4" id={headingId}>
            {labels.many}
          </Title>
          {list.isSuccess && (
            <Badge variant="light" circle>
              {list.data.length}
            </Badge>
          )}
        </Group>
        {list.isPending ? (
          <Stack gap="sm" role="status" aria-label={`Loading the ${labels.many.toLowerCase()}`}>
            <Skeleton height={18} width="50%" />
            <Skeleton height={14} width="80%" />
            <Skeleton height={14} width="65%" />
          </Stack>
        ) : list.isError ? (
          <ErrorState
            title={`The ${labels.many.toLowerCase()} could not be loaded`}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.length === 0 ? (
          <EmptyState title={`No ${labels.many.toLowerCase()} yet`}>
            Add {kindWithArticle(kind)}, then write its questions, set its time limit and choose whether it is
            sat live or offline.
          </EmptyState>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {list.data.map((line, index) => (
              <AssessmentListLine key={line._id} line={line} courseId={courseId} isFirst={index === 0} />
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

/**
 * /listtest and /listexam (teacher, SPEC §2, issue 15): the course's tests or exams with their schedule, mode, size
 * and the work waiting, each leading to its edit page, its answers and its live sitting; and "Add" (the course
 * page's item form).
 */
export default function AssessmentTeachingListPage() {
  const { route, params } = useCurrentRoute();
  const kind = assessmentKindAt(route.pattern);
  if (!kind)
    return <ErrorState title="This page could not be opened" error={new Error(NOT_ASSESSMENT_PAGE)} />;
  return <TeachingList kind={kind} courseId={params.courseId ?? ''} />;
}
