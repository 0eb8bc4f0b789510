import { Alert, Badge, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CVQ_CSV_COLUMNS, CVQ_IMPORT_MAX_CHARS } from '../../../core/rules/cvqStructureImport';
import type { StructureImportReport } from '../../../core/schemas/qualifications';
import { queryKeys } from '../../api/queryKeys';
import { errorMessage } from '../../components/PageStates';
import { ScrollingTable } from '../../components/ScrollingTable';
import { toast } from '../../components/toast';
import { commitStructureImport, previewStructureImport } from './qualificationsApi';

const OUTCOME_LABEL = {
  create: 'Add',
  update: 'Change',
  unchanged: 'No change',
  refused: 'Refused',
} as const;
const OUTCOME_COLOUR = {
  create: 'teal.9',
  update: 'blue.9',
  unchanged: 'dark',
  refused: 'red.9',
} as const;

/**
 * Issue 35: a qualification's units and outcomes from a CSV file, as the people import works: the server says
 * what each row would do and saves nothing; after the teacher confirms, the same file is saved and each row reported.
 */
export function StructureImport({ cvqId }: { cvqId: string }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<StructureImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMutation({
    mutationFn: (text: string) => previewStructureImport(cvqId, text),
    onSuccess: (reply) => setReport(reply.data),
    onError: (error) => setProblem(errorMessage(error)),
  });
  const commit = useMutation({
    mutationFn: (text: string) => commitStructureImport(cvqId, text),
    onSuccess: (reply) => {
      setReport(reply.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cvqStructure(cvqId) });
      toast(reply.msg, { tone: 'success' });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  const choose = async (chosen: File | null) => {
    setReport(null);
    setProblem(null);
    if (!chosen) return;
    if (chosen.size > CVQ_IMPORT_MAX_CHARS * 4) {
      setProblem('This file is far too large for an import. Split it into smaller files.');
      return;
    }
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    preview.mutate(text);
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        One learning outcome per line. The first line names the columns: {CVQ_CSV_COLUMNS.join(', ')}. A
        unit's title is needed on its first line only; outcomes already there are changed, new ones added.
      </Text>
      <Group>
        <FileButton onChange={(chosen) => void choose(chosen)} accept=".csv,text/csv,text/plain">
          {(props) => (
            <Button variant="default" {...props}>
              Choose a CSV file
            </Button>
          )}
        </FileButton>
        {file && <Text size="sm">{file.name}</Text>}
      </Group>
      {problem && (
        <Alert color="red" title="The file cannot be imported" role="alert">
          {problem}
        </Alert>
      )}
      {preview.isPending && <Text aria-live="polite">Reading the file…</Text>}
      {report && file && (
        <Stack gap="xs">
          <Text fw={600} aria-live="polite">
            {report.committed
              ? `${file.name} is imported.`
              : `Preview of ${file.name}: nothing is saved yet.`}{' '}
            {report.counts.create} to add, {report.counts.update} to change, {report.counts.unchanged}{' '}
            unchanged, {report.counts.refused} refused.
          </Text>
          <ScrollingTable minWidth={600} label="What each row of the file does">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Line</Table.Th>
                  <Table.Th>Unit</Table.Th>
                  <Table.Th>Outcome</Table.Th>
                  <Table.Th>Result</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.rows.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>
                      {row.unitCode} {row.unitTitle}
                    </Table.Td>
                    <Table.Td>
                      {row.outcomeCode} {row.outcomeText}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={OUTCOME_COLOUR[row.outcome]} variant="filled">
                        {OUTCOME_LABEL[row.outcome]}
                      </Badge>
                      {row.reason && <Text size="sm">{row.reason}</Text>}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollingTable>
          {!report.committed && report.counts.create + report.counts.update > 0 && (
            <Group>
              <Button loading={commit.isPending} onClick={() => commit.mutate(file.text)}>
                Import {report.counts.create + report.counts.update} rows
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
