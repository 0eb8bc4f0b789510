import { Anchor, Badge, Progress, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PortfolioLine } from '../../../core/schemas/qualifications';
import { ScrollingTable } from '../../components/ScrollingTable';
import { formatDateTime } from '../courses/itemDates';

/** How far a portfolio has come: units achieved of all, as words and a bar. */
export function ProgressCell({ progress }: { progress: PortfolioLine['progress'] }) {
  const share = progress.unitsTotal ? Math.round((progress.unitsAchieved / progress.unitsTotal) * 100) : 0;
  return (
    <Stack gap={4} miw={140}>
      <Text size="sm">
        {progress.unitsAchieved} of {progress.unitsTotal} units, {progress.outcomesMet} of{' '}
        {progress.outcomesTotal} outcomes
      </Text>
      <Progress value={share} aria-hidden size="sm" />
    </Stack>
  );
}

export function CertifiedBadge({ line }: { line: Pick<PortfolioLine, 'certification'> }) {
  return line.certification ? (
    <Badge color="teal.9" variant="filled">
      Certified {formatDateTime(new Date(line.certification.at))}
      {line.certification.by ? ` by ${line.certification.by.fullName}` : ''}
    </Badge>
  ) : (
    <Badge color="dark" variant="outline">
      Not certified
    </Badge>
  );
}

/**
 * Portfolios as a table (issue 35): whose (when `showStudent`), which qualification with a link to the portfolio,
 * how far, evidence given, certification; `action` adds a last column (certify, on /cvq_certification).
 */
export function PortfolioTable({
  lines,
  showStudent,
  label,
  action,
}: {
  lines: readonly PortfolioLine[];
  showStudent: boolean;
  label: string;
  action?: { title: string; cell: (line: PortfolioLine) => ReactNode };
}) {
  return (
    <ScrollingTable minWidth={700} label={label}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {showStudent && <Table.Th>Student</Table.Th>}
            <Table.Th>Qualification</Table.Th>
            <Table.Th>Progress</Table.Th>
            <Table.Th>Evidence</Table.Th>
            <Table.Th>Certification</Table.Th>
            {action && <Table.Th>{action.title}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line._id}>
              {showStudent && (
                <Table.Td>
                  <Anchor component={Link} to={`/personalDescription/${line.student.username}`}>
                    {line.student.fullName}
                  </Anchor>
                </Table.Td>
              )}
              <Table.Td>
                <Anchor component={Link} to={`/StudentPortfolio/${line._id}`}>
                  {line.cvq.code} · {line.cvq.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <ProgressCell progress={line.progress} />
              </Table.Td>
              <Table.Td>{line.evidenceCount}</Table.Td>
              <Table.Td>
                <CertifiedBadge line={line} />
              </Table.Td>
              {action && <Table.Td>{action.cell(line)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
