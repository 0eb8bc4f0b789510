import '@mantine/dropzone/styles.css';
import { Alert, Badge, Button, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Papa from 'papaparse';
import { useState } from 'react';
import type { ImportOutcome } from '../../../core/rules/importOutcomes';
import {
  USER_CSV_COLUMNS,
  USER_IMPORT_MAX_CHARS,
  USER_IMPORT_MAX_ROWS,
} from '../../../core/rules/userImport';
import type { ImportReport, ImportRow } from '../../../core/schemas/userAdmin';
import { queryKeys } from '../../api/queryKeys';
import { confirm } from '../../components/ConfirmDialog';
import { errorMessage } from '../../components/PageStates';
import { ScrollingTable } from '../../components/ScrollingTable';
import { saveBlob } from '../../components/saveBlob';
import { toast } from '../../components/toast';
import { commitUserImport, previewUserImport } from './adminApi';
import { NEW_PERSON_RECEIVES } from './CreateUserForm';
import { OUTCOME_VIEW } from './importOutcomes';

/** Rows drawn at once; the download holds every row. */
const ROWS_SHOWN = 300;

function OutcomeBadge({ row, done }: { row: ImportRow; done: boolean }) {
  const view = OUTCOME_VIEW[row.outcome];
  return (
    <Badge variant="outline" color={view.color} size="sm">
      {done ? view.done : view.preview}
    </Badge>
  );
}

function Counts({ report }: { report: ImportReport }) {
  const done = report.committed;
  const items: Array<[ImportOutcome, string]> = [
    ['create', done ? 'Created' : 'To create'],
    ['update', done ? 'Updated' : 'To update'],
    ['unchanged', 'Unchanged'],
    ['refused', 'Refused'],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" role="list" aria-label="Counts">
      {items.map(([outcome, label]) => (
        <Stack
          key={outcome}
          gap={0}
          role="listitem"
          p="xs"
          style={{ border: '1px solid var(--mantine-color-gray-4)' }}
        >
          <Text size="sm">{label}</Text>
          <Text fw={700} size="xl" c={OUTCOME_VIEW[outcome].color} data-testid={`count-${outcome}`}>
            {report.counts[outcome]}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function RowsTable({ rows, done, label }: { rows: ImportRow[]; done: boolean; label: string }) {
  const shown = rows.slice(0, ROWS_SHOWN);
  return (
    <Stack gap={4}>
      <ScrollingTable minWidth={720} label={label}>
        <Table striped verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Line</Table.Th>
              <Table.Th scope="col">Username</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Role</Table.Th>
              <Table.Th scope="col">Outcome</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{row.username}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{row.email}</Table.Td>
                <Table.Td>{[row.firstName, row.lastName].filter(Boolean).join(' ')}</Table.Td>
                <Table.Td>
                  {row.role}
                  {row.isAdmin ? ', administrator' : ''}
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <OutcomeBadge row={row} done={done} />
                    {row.reason && (
                      <Text size="sm" c="red.9">
                        {row.reason}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollingTable>
      {rows.length > shown.length && (
        <Text size="sm">
          {rows.length - shown.length} more rows are not shown here; the report you can download has them all.
        </Text>
      )}
    </Stack>
  );
}

/** The report as CSV: the file's columns, then what happened to each row and why. */
function downloadReport(report: ImportReport, onlyRefused: boolean) {
  const rows = onlyRefused ? report.rows.filter((row) => row.outcome === 'refused') : report.rows;
  const csv = Papa.unparse({
    fields: ['line', ...USER_CSV_COLUMNS, 'outcome', 'reason'],
    data: rows.map((row) => [
      row.line,
      row.username,
      row.email,
      row.firstName,
      row.lastName,
      row.role,
      String(row.isAdmin),
      OUTCOME_VIEW[row.outcome].done,
      row.reason ?? '',
    ]),
  });
  saveBlob(
    new Blob([csv], { type: 'text/csv;charset=utf-8' }),
    onlyRefused ? 'refused rows.csv' : 'import report.csv',
  );
}

/**
 * Issue 34: people from a CSV file in two steps. The file is read on the server, which says what each row would
 * do without saving anything; after the administrator confirms, the same file is saved and the report of what
 * happened (created, updated, refused with the reason) can be downloaded.
 */
export function ImportUsersPanel() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [filter, setFilter] = useState<'all' | ImportOutcome>('all');
  const [problem, setProblem] = useState<string | null>(null);

  const preview = useMutation({
    mutationFn: (text: string) => previewUserImport(text),
    onSuccess: (reply) => {
      setReport(reply.data);
      setFilter(reply.data.counts.refused ? 'refused' : 'all');
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const commit = useMutation({
    mutationFn: (text: string) => commitUserImport(text),
    onSuccess: (reply) => {
      setReport(reply.data);
      setFilter(reply.data.counts.refused ? 'refused' : 'all');
      void queryClient.invalidateQueries({ queryKey: queryKeys.users() });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
      toast(reply.msg, { tone: 'success' });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setReport(null);
    setProblem(null);
    if (chosen.size > USER_IMPORT_MAX_CHARS * 4) {
      setProblem('This file is far too large for an import. Split it into smaller files.');
      return;
    }
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    preview.mutate(text);
  };

  const startOver = () => {
    setFile(null);
    setReport(null);
    setProblem(null);
  };

  const confirmImport = async () => {
    if (!file || !report) return;
    const { create, update, refused } = report.counts;
    const answer = await confirm({
      title: 'Import these people?',
      message: `${create} accounts will be created and ${update} updated. ${refused} refused rows are left out. Each new person gets a mail to choose their password.`,
      confirmLabel: 'Import',
    });
    if (answer.code === 0) commit.mutate(file.text);
  };

  const rows = report ? report.rows.filter((row) => filter === 'all' || row.outcome === filter) : [];
  const done = report?.committed ?? false;
  const changes = report ? report.counts.create + report.counts.update : 0;

  return (
    <Stack gap="md" maw={1100}>
      <Stack gap={4}>
        <Text size="sm">
          The first line of the file names its columns: {USER_CSV_COLUMNS.join(', ')} (isAdmin, firstName and
          lastName may be left empty; isAdmin is true or false, for teachers). A person whose email already
          has an account is updated (names, role, administrator); anyone else is created. At most{' '}
          {USER_IMPORT_MAX_ROWS.toLocaleString()} rows and {Math.round(USER_IMPORT_MAX_CHARS / 1000)} KB per
          file. The export on the People tab writes the same columns.
        </Text>
        <Text size="sm">{NEW_PERSON_RECEIVES}</Text>
      </Stack>
      {!file && (
        <Dropzone
          onDrop={(files) => void choose(files[0])}
          onReject={() => setProblem('Choose one CSV file.')}
          multiple={false}
          accept={['text/csv', 'text/plain', 'application/vnd.ms-excel', '.csv']}
          aria-label="Choose the CSV file"
          inputProps={{ 'aria-label': 'Choose the CSV file to import' }}
        >
          <Stack gap={4} align="center" py="lg" style={{ pointerEvents: 'none' }}>
            <Text fw={500}>Drop the CSV file here, or click to choose it</Text>
            <Text size="sm" c="gray.7">
              Nothing is saved until you have seen what each row would do and confirmed.
            </Text>
          </Stack>
        </Dropzone>
      )}
      {problem && (
        <Alert color="red" title="The file cannot be imported" role="alert">
          <Text size="sm">{problem}</Text>
          {file && (
            <Button mt="xs" size="xs" variant="default" onClick={startOver}>
              Choose another file
            </Button>
          )}
        </Alert>
      )}
      {file && preview.isPending && <Text aria-live="polite">Reading {file.name}…</Text>}
      {file && report && (
        <Stack gap="sm">
          <Text fw={600} aria-live="polite">
            {done ? `${file.name} is imported.` : `Preview of ${file.name}: nothing is saved yet.`}
          </Text>
          <Counts report={report} />
          {report.counts.refused > 0 && (
            <Text size="sm">
              Refused rows are left out{done ? '' : ' when you import'}; correct them in the file and import
              it again. Rows already imported then show as no change.
            </Text>
          )}
          <Group gap="sm" align="flex-end">
            <Select
              label="Show rows"
              allowDeselect={false}
              data={[
                { value: 'all', label: `Every row (${report.rows.length})` },
                { value: 'create', label: `${done ? 'Created' : 'To create'} (${report.counts.create})` },
                { value: 'update', label: `${done ? 'Updated' : 'To update'} (${report.counts.update})` },
                { value: 'unchanged', label: `Unchanged (${report.counts.unchanged})` },
                { value: 'refused', label: `Refused (${report.counts.refused})` },
              ]}
              value={filter}
              onChange={(value) => setFilter((value as typeof filter | null) ?? 'all')}
              w={{ base: '100%', sm: 240 }}
            />
            {report.counts.refused > 0 && (
              <Button variant="default" onClick={() => downloadReport(report, true)}>
                Download the refused rows
              </Button>
            )}
            <Button variant="default" onClick={() => downloadReport(report, false)}>
              Download the whole report
            </Button>
          </Group>
          <RowsTable rows={rows} done={done} label={done ? 'Import report' : 'Import preview'} />
          <Group gap="sm">
            {!done && (
              <Button
                onClick={() => void confirmImport()}
                loading={commit.isPending}
                disabled={changes === 0}
              >
                {changes === 0
                  ? 'Nothing to import'
                  : `Import ${changes} ${changes === 1 ? 'person' : 'people'}`}
              </Button>
            )}
            <Button variant="default" onClick={startOver}>
              {done ? 'Import another file' : 'Choose another file'}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
