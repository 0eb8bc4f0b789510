import { Badge, Table, Text } from '@mantine/core';
import type { Participation } from '../../../core/schemas/discussions';
import { EmptyState } from '../../components/PageStates';
import { ScrollingTable } from '../../components/ScrollingTable';
import { formatDateTime } from '../courses/itemDates';

/** Who takes part: per student, what they wrote, whether they joined, and their mark once assessed. */
export function ParticipationTable({ lines, caption }: { lines: readonly Participation[]; caption: string }) {
  if (lines.length === 0)
    return <EmptyState title="No students yet">The course's students are listed here.</EmptyState>;
  return (
    <ScrollingTable minWidth={480} label={caption}>
      <Table striped highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th>Comments</Table.Th>
            <Table.Th>Replies</Table.Th>
            <Table.Th>Last written</Table.Th>
            <Table.Th>Joined</Table.Th>
            <Table.Th>Mark</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.student._id}>
              <Table.Td>{line.student.name}</Table.Td>
              <Table.Td>{line.comments}</Table.Td>
              <Table.Td>{line.replies}</Table.Td>
              <Table.Td>
                {line.lastAt ? (
                  formatDateTime(line.lastAt)
                ) : (
                  <Text span size="sm" c="dimmed">
                    Nothing yet
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {line.joined ? (
                  <Badge color="teal.9" variant="filled" tt="none">
                    Joined
                  </Badge>
                ) : (
                  <Text span size="sm" c="dimmed">
                    No
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {line.assessment ? `${line.assessment.mark} / ${line.assessment.maxMark}` : '–'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
