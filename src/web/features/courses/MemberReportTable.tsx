import { Badge, Table, Text } from '@mantine/core';
import type { MemberReportLine } from '../../../core/schemas/courses';
import { reportSummary } from './memberBulk';

const STATUS_LOOK = {
  added: { label: 'Added', color: 'teal' },
  already: { label: 'Already in the course', color: 'gray' },
  failed: { label: 'Not added', color: 'red' },
} as const;

/** What happened to each pasted line, and why a line was not added. */
export function MemberReportTable({ lines }: { lines: MemberReportLine[] }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>{reportSummary(lines)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Line</Table.Th>
            <Table.Th scope="col">Username or email</Table.Th>
            <Table.Th scope="col">Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const look = STATUS_LOOK[line.status];
            return (
              <Table.Tr key={`${line.line}-${line.identifier}`}>
                <Table.Td>{line.line}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.identifier}</Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={look.color} tt="none">
                    {look.label}
                  </Badge>
                  {line.reason && (
                    <Text size="sm" mt={2}>
                      {line.reason}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
