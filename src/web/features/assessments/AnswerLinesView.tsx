import { Badge, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AssessmentKind } from '../../../core/itemKinds';
import { personName } from '../../../core/rules/personName';
import type { AnswerListLine } from '../../../core/schemas/assessments';
import { RouteButton } from '../../components/RouteLink';
import { formatDateTime } from '../courses/itemDates';
import { markText, waitsForMarks } from './answerList';
import { attemptMarkingPath } from './assessmentRoutes';
import { ATTEMPT_STATE_LOOK, ENDING_LABEL } from './attemptLabels';

function StateBadge({ line }: { line: AnswerListLine }) {
  const look = ATTEMPT_STATE_LOOK[line.state];
  return (
    <Badge variant="dot" color={look.color} tt="none">
      {look.label}
    </Badge>
  );
}

const endedText = (line: AnswerListLine) => (line.endedBy ? ENDING_LABEL[line.endedBy] : '—');
const handedIn = (line: AnswerListLine) => (line.submittedAt ? formatDateTime(line.submittedAt) : '—');

function OpenButton({
  kind,
  courseId,
  line,
}: {
  kind: AssessmentKind;
  courseId: string;
  line: AnswerListLine;
}) {
  const name = personName(line.student);
  const waits = waitsForMarks(line);
  return (
    <RouteButton
      to={attemptMarkingPath(kind, courseId, line.itemId, line._id)}
      size="xs"
      variant={waits ? 'filled' : 'light'}
      aria-label={`${waits ? 'Mark' : 'Open'} attempt ${line.number} of ${name}`}
    >
      {waits ? 'Mark' : 'Open'}
    </RouteButton>
  );
}

/**
 * Every attempt at a test or exam (issue 15): a table on a desktop, a card per attempt on a phone, each with where
 * it stands, how it ended, when it was handed in, its mark or what waits to be marked, its focus losses, and the
 * way to its assessment page.
 */
export function AnswerLinesView({
  kind,
  courseId,
  lines,
  compact,
  caption,
}: {
  kind: AssessmentKind;
  courseId: string;
  lines: readonly AnswerListLine[];
  compact: boolean;
  caption: string;
}) {
  if (compact) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={caption}>
        {lines.map((line) => (
          <Card component="li" key={line._id} withBorder padding="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {personName(line.student)}, attempt {line.number}
                </Text>
                <OpenButton kind={kind} courseId={courseId} line={line} />
              </Group>
              <StateBadge line={line} />
              {line.submittedAt && (
                <Text size="sm">
                  {endedText(line)}, {handedIn(line)}
                </Text>
              )}
              <Text size="sm">
                Mark: {markText(line)} · Focus losses: {line.focusLosses}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Student</Table.Th>
            <Table.Th scope="col">Attempt</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">How it ended</Table.Th>
            <Table.Th scope="col">Handed in</Table.Th>
            <Table.Th scope="col">Mark</Table.Th>
            <Table.Th scope="col">Focus losses</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line._id}>
              <Table.Th scope="row" fw={500}>
                {personName(line.student)}
              </Table.Th>
              <Table.Td>{line.number}</Table.Td>
              <Table.Td>
                <StateBadge line={line} />
              </Table.Td>
              <Table.Td>{endedText(line)}</Table.Td>
              <Table.Td>{handedIn(line)}</Table.Td>
              <Table.Td>{markText(line)}</Table.Td>
              <Table.Td>{line.focusLosses}</Table.Td>
              <Table.Td>
                <OpenButton kind={kind} courseId={courseId} line={line} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
