import { Stack, Text, Title } from '@mantine/core';
import type { AssessmentKind } from '../../../core/itemKinds';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { formatDuration } from '../../../core/rules/duration';
import { RouteAnchor } from '../../components/RouteLink';
import { countOf } from '../courses/courseVisuals';
import { formatItemWhen } from '../courses/itemDates';
import { teacherListPath } from '../courses/itemRoutes';
import type { AssessmentItem } from './assessmentsApi';

/**
 * The head of a teacher page about one test or exam: the way back (to the course's tests unless told), its title,
 * when it runs with its time limit, and its size.
 */
export function AssessmentHeader({
  kind,
  item,
  back,
}: {
  kind: AssessmentKind;
  item: AssessmentItem;
  back?: { to: string; label: string };
}) {
  const many = ITEM_KIND_DEFINITIONS[kind].labels.many.toLowerCase();
  const way = back ?? { to: teacherListPath(kind, item.courseId), label: `All the ${many} of the course` };
  const facts = [
    formatItemWhen(item.startDate, item.endDate),
    item.duration !== null ? `time limit ${formatDuration(item.duration)}` : null,
    countOf(item.questionCount, 'question', 'questions'),
    `${countOf(item.totalMarks, 'mark', 'marks')} in all`,
    item.mode === 'live' ? 'sat live' : 'sat offline',
  ].filter((fact) => fact !== null);
  return (
    <Stack gap={4}>
      <RouteAnchor to={way.to} size="sm">
        ← {way.label}
      </RouteAnchor>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Title>
      <Text size="sm">{facts.join(' · ')}</Text>
    </Stack>
  );
}
