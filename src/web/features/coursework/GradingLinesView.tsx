import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { GradingLine } from '../../../core/schemas/coursework';
import { formatDateTime } from '../courses/itemDates';
import { lineKey, lineName } from './gradingLines';
import { LINE_STATE_LOOK } from './submissionState';

function StateBadges({ line }: { line: GradingLine }) {
  const look = LINE_STATE_LOOK[line.state];
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="dot" color={look.color} tt="none">
        {look.label}
      </Badge>
      {line.late && (
        <Badge variant="dot" color="orange" tt="none">
          Late
        </Badge>
      )}
      {line.extendedTo && (
        <Badge variant="dot" color="blue" tt="none">
          Extended to {formatDateTime(line.extendedTo)}
        </Badge>
      )}
    </Group>
  );
}

const handedIn = (line: GradingLine) => (line.submittedAt ? formatDateTime(line.submittedAt) : '—');
const markText = (line: GradingLine, maxMark: number) =>
  line.mark === null ? '—' : `${line.mark} / ${maxMark}`;
const filesText = (line: GradingLine) => `${line.fileCount} ${line.fileCount === 1 ? 'file' : 'files'}`;

interface LineActions {
  onOpen: (assessmentId: string) => void;
  /** Issue 37: marks a student (a group) with nothing saved, who handed nothing in. */
  onMarkMissing: (line: GradingLine) => void;
}

function OpenButton({ line, onOpen, onMarkMissing }: { line: GradingLine } & LineActions) {
  if (!line.assessmentId) {
    return (
      <Button
        size="xs"
        variant="default"
        onClick={() => onMarkMissing(line)}
        aria-label={`Mark ${lineName(line)}, who handed nothing in`}
      >
        Mark
      </Button>
    );
  }
  const id = line.assessmentId;
  const toMark = line.state === 'submitted';
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => onOpen(id)}
      // The name holds the word shown, for those who speak to their computer ("click Mark").
      aria-label={`Open the work of ${lineName(line)}${toMark ? ' to mark' : ''}`}
    >
      {toMark ? 'Mark' : 'Open'}
    </Button>
  );
}

/**
 * The teacher's lines (issue 14): a table on a desktop, a card per student or group on a phone, each with where the
 * work stands and a button that opens it for grading.
 */
export function GradingLinesView({
  lines,
  maxMark,
  compact,
  onOpen,
  onMarkMissing,
  caption,
}: {
  lines: readonly GradingLine[];
  maxMark: number;
  compact: boolean;
  caption: string;
} & LineActions) {
  if (compact) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={caption}>
        {lines.map((line) => (
          <Card component="li" key={lineKey(line)} withBorder padding="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {lineName(line)}
                </Text>
                <OpenButton line={line} onOpen={onOpen} onMarkMissing={onMarkMissing} />
              </Group>
              <StateBadges line={line} />
              <Text size="sm">
                Handed in: {handedIn(line)} · {filesText(line)} · Mark: {markText(line, maxMark)}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{lines.some((line) => line.group) ? 'Group' : 'Student'}</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Handed in</Table.Th>
            <Table.Th scope="col">Files</Table.Th>
            <Table.Th scope="col">Mark</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={lineKey(line)}>
              <Table.Th scope="row" fw={500}>
                {lineName(line)}
              </Table.Th>
              <Table.Td>
                <StateBadges line={line} />
              </Table.Td>
              <Table.Td>{handedIn(line)}</Table.Td>
              <Table.Td>{filesText(line)}</Table.Td>
              <Table.Td>{markText(line, maxMark)}</Table.Td>
              <Table.Td>
                <OpenButton line={line} onOpen={onOpen} onMarkMissing={onMarkMissing} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
