import { Badge, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import type { AssessmentKind } from '../../../core/itemKinds';
import { personName } from '../../../core/rules/personName';
import type { RosterLine } from '../../../core/schemas/assessments';
import { ENDING_LABEL, ROSTER_STATE_LOOK } from './attemptLabels';
import { FocusLossList, NEWEST_BACKGROUND } from './FocusLossList';
import { ProctorActions } from './ProctorActions';
import { disconnectedSince, focusLosses, timeLeftText } from './roster';

interface RosterViewProps {
  kind: AssessmentKind;
  courseId: string;
  itemId: string;
  lines: readonly RosterLine[];
  /** /proctor_all: everyone expected, with where each stands (not started, sitting, handed in, ...). */
  everyone: boolean;
  /** The attempt with the roster's newest focus loss. */
  newestAttemptId: string | null;
  now: number;
  compact: boolean;
  caption: string;
}

function StateBadge({ line }: { line: RosterLine }) {
  const look = ROSTER_STATE_LOOK[line.state];
  return (
    <Stack gap={2}>
      <Badge variant="dot" color={look.color} tt="none">
        {look.label}
      </Badge>
      {line.endedBy && <Text size="xs">{ENDING_LABEL[line.endedBy]}</Text>}
    </Stack>
  );
}

/** Issue 37: a student sitting it whose page is gone (tab closed, network lost) is not shown as there. */
function Disconnected({ line }: { line: RosterLine }) {
  const since = disconnectedSince(line);
  if (!since) return null;
  return (
    // red.9: lighter reds fall under the 4.5:1 contrast WCAG asks for, on white and on the newest loss's yellow.
    <Badge variant="outline" color="red.9" tt="none">
      Disconnected since {dayjs(since).format('HH:mm')}
    </Badge>
  );
}

const timeLeft = (line: RosterLine, now: number) =>
  line.state === 'open' ? timeLeftText(line.deadlineAt, now) : '—';
const answeredText = (line: RosterLine) =>
  line.state === 'notStarted' ? '—' : `${line.answered} of ${line.questionCount}`;

/**
 * The proctor's roster (issue 15): a table on a desktop, a card per student on a phone; each student with their
 * time left, answers given, focus losses and, while they sit it, Terminate and Disqualify.
 */
export function RosterView({
  kind,
  courseId,
  itemId,
  lines,
  everyone,
  newestAttemptId,
  now,
  compact,
  caption,
}: RosterViewProps) {
  const actions = (line: RosterLine) =>
    line.state === 'open' ? (
      <ProctorActions kind={kind} courseId={courseId} itemId={itemId} line={line} />
    ) : null;
  // A not-started line has no attempt: it never holds the newest loss, even when there is none.
  const holdsNewest = (line: RosterLine) => line.attemptId !== null && line.attemptId === newestAttemptId;
  const losses = (line: RosterLine) => (
    <FocusLossList
      losses={focusLosses(line.focusEvents)}
      sitting={line.state === 'open'}
      holdsNewest={holdsNewest(line)}
    />
  );

  if (compact) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={caption}>
        {lines.map((line) => (
          <Card
            component="li"
            key={line.student._id}
            withBorder
            padding="sm"
            bg={holdsNewest(line) ? NEWEST_BACKGROUND : undefined}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {personName(line.student)}
                </Text>
                <Disconnected line={line} />
                {everyone && <StateBadge line={line} />}
              </Group>
              {line.state !== 'notStarted' && (
                <>
                  <Text size="sm">
                    {line.state === 'open' ? `Time left: ${timeLeft(line, now)} · ` : ''}Answered:{' '}
                    {answeredText(line)}
                  </Text>
                  <Stack gap={2}>
                    <Text size="sm" fw={500}>
                      Focus losses
                    </Text>
                    {losses(line)}
                  </Stack>
                </>
              )}
              {actions(line)}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Student</Table.Th>
            {everyone && <Table.Th scope="col">State</Table.Th>}
            <Table.Th scope="col">Time left</Table.Th>
            <Table.Th scope="col">Answered</Table.Th>
            <Table.Th scope="col">Focus losses</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.student._id} bg={holdsNewest(line) ? NEWEST_BACKGROUND : undefined}>
              <Table.Th scope="row" fw={500}>
                <Stack gap={4} align="flex-start">
                  {personName(line.student)}
                  <Disconnected line={line} />
                </Stack>
              </Table.Th>
              {everyone && (
                <Table.Td>
                  <StateBadge line={line} />
                </Table.Td>
              )}
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{timeLeft(line, now)}</Table.Td>
              <Table.Td>{answeredText(line)}</Table.Td>
              <Table.Td>{losses(line)}</Table.Td>
              <Table.Td>{actions(line)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
