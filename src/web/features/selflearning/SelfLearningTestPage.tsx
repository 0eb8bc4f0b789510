import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ModuleDetail } from '../../../core/schemas/selfLearning';
import { useLeaveGuard } from '../../components/forms/useLeaveGuard';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { toast } from '../../components/toast';
import { QuestionEditor } from '../assessments/QuestionEditor';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { teacherEditPath } from '../courses/itemRoutes';
import { useModule, useModuleBank, useSaveModule } from './selfLearningApi';
import { moduleTestAnswerPath } from './selfLearningPaths';

type TeacherModule = Extract<ModuleDetail, { view: 'teacher' }>;

function PassMark({ courseId, unitId, module }: { courseId: string; unitId: string; module: TeacherModule }) {
  const [passPercent, setPassPercent] = useState<number | string>(module.passPercent);
  const save = useSaveModule(courseId, unitId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { moduleId: module._id, title: module.title, kind: 'test', passPercent: Number(passPercent) },
      {
        onSuccess: () => toast(`${Number(passPercent)}% now passes “${module.title}”.`, { tone: 'success' }),
        onError: (error) => toast(errorMessage(error), { tone: 'error' }),
      },
    );
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Pass mark (%)"
          description="The mark that passes the test and completes the module."
          min={1}
          max={100}
          allowDecimal={false}
          value={passPercent}
          onChange={setPassPercent}
          maw={260}
        />
        <Button type="submit" variant="light" loading={save.isPending}>
          Save pass mark
        </Button>
      </Group>
    </form>
  );
}

function ModuleQuestions({
  courseId,
  unitId,
  module,
}: {
  courseId: string;
  unitId: string;
  module: TeacherModule;
}) {
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty ? ['the questions'] : []);
  const bank = useModuleBank(courseId, unitId, module._id, module.questions);
  return <QuestionEditor bank={bank} onDirtyChange={setDirty} />;
}

/**
 * /selflearningTest/{courseId}/{selflearningId}/{moduleId} (SPEC §2, issue 39): a module's test written in the
 * assessment engine's editor, with its GIFT and Moodle XML import, and its pass mark.
 */
export default function SelfLearningTestPage() {
  const { courseId = '', selflearningId = '', moduleId = '' } = useParams();
  const module = useModule(courseId, selflearningId, moduleId);

  if (module.isPending) return <CoursePageSkeleton sections={2} />;
  if (module.isError)
    return (
      <ErrorState
        title="This test could not be opened"
        error={module.error}
        onRetry={() => void module.refetch()}
      />
    );
  if (module.data.view !== 'teacher')
    return (
      <Alert color="gray" title="Only the course's teachers write this test">
        Open it from the unit's page to answer it.
      </Alert>
    );
  const detail = module.data;
  return (
    <Stack gap="lg" maw={1100}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            Module test
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {detail.title}
          </Title>
          <Group mt="sm" gap="xs">
            <Button
              component={Link}
              to={teacherEditPath('selfLearning', courseId, selflearningId)}
              variant="light"
            >
              Back to the unit
            </Button>
            <Button
              component={Link}
              to={moduleTestAnswerPath(courseId, selflearningId, moduleId)}
              variant="light"
            >
              Students' marks
            </Button>
          </Group>
        </Stack>
      </Paper>
      <PanelSection title="Pass mark">
        <PassMark courseId={courseId} unitId={selflearningId} module={detail} />
      </PanelSection>
      <PanelSection title="Questions">
        <ModuleQuestions key={detail._id} courseId={courseId} unitId={selflearningId} module={detail} />
      </PanelSection>
    </Stack>
  );
}
