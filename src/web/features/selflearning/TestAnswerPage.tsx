import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { QuestionForStudent } from '../../../core/schemas/assessments';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { RichText } from '../../components/RichText';
import { useSession } from '../../platform/session';
import { QuestionInput } from '../assessments/QuestionInput';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { ModuleMarks } from './ModuleMarks';
import { useAnswerTest, useModule, useStudentUnit } from './selfLearningApi';
import { unitViewPath } from './selfLearningPaths';

/**
 * /SelfLearningTestAnswer/{courseId}/{selflearningId}/{moduleId} (SPEC §2, issue 39): a student answers the
 * module's test and sees the mark, whether it passes, and may try again (the best mark is kept; a pass completes
 * the module). A teacher sees each student's best mark on it.
 */
export default function TestAnswerPage() {
  const { courseId = '', selflearningId = '', moduleId = '' } = useParams();
  const { userId, role } = useSession();
  if (role === 'teacher')
    return <ModuleMarks courseId={courseId} unitId={selflearningId} moduleId={moduleId} />;
  return (
    <StudentTest courseId={courseId} unitId={selflearningId} moduleId={moduleId} userId={userId ?? ''} />
  );
}

function StudentTest({
  courseId,
  unitId,
  moduleId,
  userId,
}: {
  courseId: string;
  unitId: string;
  moduleId: string;
  userId: string;
}) {
  const module = useModule(courseId, unitId, moduleId);
  const mine = useStudentUnit(courseId, unitId, userId);
  const answer = useAnswerTest();
  const [answers, setAnswers] = useState<Record<string, string>>({});

  if (module.isPending || mine.isPending) return <CoursePageSkeleton sections={1} />;
  if (module.isError || mine.isError) {
    const failed = module.isError ? module : mine;
    return (
      <ErrorState
        title="This test could not be opened"
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  const line = mine.data.progress.find((entry) => entry.moduleId === moduleId) ?? null;
  const status = mine.data.status;
  const back = status
    ? unitViewPath(courseId, unitId, status._id)
    : `/viewcourse/${encodeURIComponent(courseId)}`;
  const questions = module.data.questions as QuestionForStudent[];
  const result = answer.data?.data ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (line) answer.mutate({ progressId: line._id, answers });
  };

  return (
    <Stack gap="lg" maw={900}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Module test
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {module.data.title}
          </Title>
          <Text size="sm">
            {module.data.passPercent}% passes.
            {line?.testPercent != null && ` Your best mark so far: ${Math.round(line.testPercent)}%.`}
          </Text>
          <Group>
            <Button component={Link} to={back} variant="light">
              Back to the unit
            </Button>
          </Group>
        </Stack>
      </Paper>
      {!line ? (
        <Alert color="gray" variant="light" title="Open this test from its unit">
          The test is opened from the unit's page, once the modules before it are complete.
        </Alert>
      ) : result ? (
        <Alert
          color={result.passed ? 'green' : 'yellow'}
          title={
            result.passed
              ? `Passed: ${Math.round(result.percent)}%`
              : `Not passed yet: ${Math.round(result.percent)}%`
          }
          role="status"
          data-testid="test-result"
        >
          <Stack gap="sm">
            <Text size="sm">
              {result.passed
                ? 'This module is complete.'
                : `${module.data.passPercent}% passes. Look again at the module's material and try again: your best mark is kept.`}
            </Text>
            <Group>
              {result.passed ? (
                <Button component={Link} to={back}>
                  Back to the unit
                </Button>
              ) : (
                <Button
                  onClick={() => {
                    setAnswers({});
                    answer.reset();
                  }}
                >
                  Try again
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      ) : questions.length === 0 ? (
        <Alert color="gray" variant="light" title="No questions yet">
          Your teacher has not written this test's questions yet.
        </Alert>
      ) : (
        <form onSubmit={submit}>
          <Stack gap="md">
            {questions.map((question, index) => (
              <Paper
                key={question._id}
                withBorder
                p="md"
                component="section"
                aria-label={`Question ${index + 1}`}
              >
                <Stack gap="sm">
                  <Text fw={600}>
                    Question {index + 1} · {question.marks} {question.marks === 1 ? 'mark' : 'marks'}
                  </Text>
                  <RichText html={question.text} label={`question ${index + 1}`} />
                  <QuestionInput
                    question={question}
                    value={answers[question._id] ?? ''}
                    onChange={(value) => setAnswers((current) => ({ ...current, [question._id]: value }))}
                    label={`Your answer to question ${index + 1}`}
                    disabled={answer.isPending}
                  />
                </Stack>
              </Paper>
            ))}
            {answer.isError && (
              <Alert color="red" role="alert">
                {errorMessage(answer.error)}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={answer.isPending}>
                Hand in
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
