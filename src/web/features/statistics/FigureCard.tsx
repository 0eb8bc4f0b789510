import { Box, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { downloadCsv } from '../../components/downloadCsv';
import { ScrollingTable } from '../../components/ScrollingTable';
import { csvLines, type FigureTable } from './statisticTables';

/**
 * One figure of the statistics pages (issue 35): its chart, drawn for the eye (hidden from screen readers, which
 * read the table), the numbers behind it as a table, and a CSV download of that table.
 */
export function FigureCard({
  title,
  table,
  fileName,
  chart,
  note,
}: {
  title: string;
  table: FigureTable;
  /** The download's name, without `.csv`. */
  fileName: string;
  chart?: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Button
            size="xs"
            variant="light"
            disabled={table.rows.length === 0}
            aria-label={`Download CSV: ${title.toLowerCase()}`}
            onClick={() => void downloadCsv(csvLines(table), `${fileName}.csv`)}
          >
            Download CSV
          </Button>
        </Group>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {chart && table.rows.length > 0 && <Box aria-hidden>{chart}</Box>}
        {table.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing to count yet.
          </Text>
        ) : (
          <ScrollingTable minWidth={table.columns.length * 110} label={`${title}: the numbers`}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  {table.columns.map((column) => (
                    <Table.Th key={column} scope="col">
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row) => (
                  <Table.Tr key={row.join('\u0000')}>
                    {row.map((cell, index) => (
                      <Table.Td key={table.columns[index]}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollingTable>
        )}
      </Stack>
    </Card>
  );
}
