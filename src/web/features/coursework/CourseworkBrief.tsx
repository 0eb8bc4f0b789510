import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { ownEndDate } from '../../../core/rules/courseworkDeadline';
import { PanelSection } from '../../components/PanelSection';
import { RichText } from '../../components/RichText';
import { formatDateTime } from '../courses/itemDates';
import { CourseworkFileList } from './CourseworkFileList';
import type { CourseworkItem } from './courseworkApi';
import { dueText } from './dueText';
import { RubricTable } from './RubricTable';
import { LATE_POLICY_TEXT } from './submissionState';

/**
 * What the teacher set (issue 14): the item's title and deadline (and the student's own, when their teacher extended
 * it: issue 37), its instructions, the files given with it, and how the work is marked.
 */
export function CourseworkBrief({ item, now }: { item: CourseworkItem; now: number }) {
  const deadline = ownEndDate(item);
  const overdue = Date.parse(deadline) < now;
  return (
    <>
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            Opens {formatDateTime(item.startDate)} · Due {formatDateTime(item.endDate)}
          </Text>
          <Badge variant="dot" color={overdue ? 'red' : 'teal'} tt="none">
            {dueText(deadline, now)}
          </Badge>
        </Group>
        {item.extendedTo && (
          <Text size="sm" fw={600}>
            Your deadline was extended to {formatDateTime(item.extendedTo)}.
          </Text>
        )}
      </Stack>
      <PanelSection title="Instructions">
        {item.description ? (
          <RichText html={item.description} label="the instructions" foldAt={480} />
        ) : (
          <Text size="sm" c="dimmed">
            Your teacher wrote no instructions here.
          </Text>
        )}
        {item.attachments.length > 0 && (
          <Stack gap={4} mt="md">
            <Title order={3} size="h5">
              Files from your teacher
            </Title>
            <CourseworkFileList files={item.attachments} empty="" />
          </Stack>
        )}
      </PanelSection>
      <PanelSection title="How it is marked">
        <Stack gap="sm">
          <Text>
            Marked out of <strong>{item.maxMark}</strong>
            {item.rubric ? ', with this rubric:' : '.'}
          </Text>
          {item.rubric && <RubricTable rubric={item.rubric} />}
          <Text size="sm">{LATE_POLICY_TEXT[item.latePolicy]}</Text>
        </Stack>
      </PanelSection>
    </>
  );
}
