import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { IMPORT_FORMATS, type ImportFormat } from '../../../core/schemas/assessments';
import { openModal } from '../../components/modalStack';
import { errorMessage } from '../../components/PageStates';
import { saveBlob } from '../../components/saveBlob';
import { toast } from '../../components/toast';
import { ImportQuestionsDialog } from './ImportQuestionsDialog';
import type { QuestionBank } from './questionBank';
import { IMPORT_FORMAT_LABELS } from './questionFiles';

/**
 * Import from and export to Moodle's formats (issue 15). An import adds to the saved questions, so it waits until
 * the editor's changes are saved or undone; an export (where the bank gives one) is of the saved questions, named by
 * the server after the test.
 */
export function QuestionTools({ bank, dirty }: { bank: QuestionBank; dirty: boolean }) {
  const waitId = useId();
  const hasQuestions = bank.questions.length > 0;
  const { exportFile } = bank;
  const exporting = useMutation({
    mutationFn: async (format: ImportFormat) => {
      if (!exportFile) return;
      const file = await exportFile(format);
      saveBlob(file.blob, file.fileName ?? `questions.${format === 'gift' ? 'txt' : 'xml'}`);
    },
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });
  const openImport = () =>
    openModal({
      title: 'Import questions',
      render: (close) => <ImportQuestionsDialog importFile={bank.importFile} onDone={close} />,
    });

  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button
          variant="default"
          onClick={openImport}
          disabled={dirty}
          aria-describedby={dirty ? waitId : undefined}
        >
          Import questions
        </Button>
        {exportFile &&
          IMPORT_FORMATS.map((format) => (
            <Button
              key={format}
              variant="default"
              disabled={!hasQuestions || (exporting.isPending && exporting.variables !== format)}
              loading={exporting.isPending && exporting.variables === format}
              onClick={() => exporting.mutate(format)}
            >
              Export as {IMPORT_FORMAT_LABELS[format]}
            </Button>
          ))}
      </Group>
      <Text size="sm" c="dimmed" id={waitId}>
        {dirty
          ? 'Save or undo your changes to import: an import adds to the saved questions. An export has the saved questions.'
          : 'GIFT and Moodle XML files from Moodle or another test; an export opens in Moodle too.'}
      </Text>
    </Stack>
  );
}
