import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { splitAnswer } from '../../../core/rules/questionMarking';
import type { Question } from '../../../core/schemas/assessments';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { RichText } from '../../components/RichText';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { teacherEditPath } from '../courses/itemRoutes';
import { useUnitQuestions } from './selfLearningApi';

/** One multiple-choice question as a teacher presents it: its choices lettered, the right ones marked. */
function McqSlide({ question, number }: { question: Question; number: number }) {
  const right = new Set(splitAnswer(question.answer));
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-label={`Question ${number}`}>
      <Stack gap="md">
        <Text fw={700} size="lg">
          Question {number}
        </Text>
        <RichText html={question.text} label={`question ${number}`} fz="lg" />
        <List type="ordered" listStyleType="upper-alpha" spacing="xs" size="lg">
          {question.choices.map((choice) => (
            <List.Item key={choice}>
              <Group gap="xs" wrap="nowrap">
                <Text size="lg">{choice}</Text>
                {right.has(choice) && (
                  <Badge color="teal.9" variant="outline">
                    Right answer
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

/**
 * /MCQLecture/{unitId} (teacher, SPEC §2, issue 39): a self-learning unit's multiple-choice questions, test module by
 * test module, read-only and large, for presenting in class (unit getCurrentUnit), the right answers marked.
 */
export default function MCQLecturePage() {
  const { unitId = '' } = useParams();
  const unit = useUnitQuestions(unitId);
  if (unit.isPending) return <CoursePageSkeleton sections={2} />;
  if (unit.isError)
    return (
      <ErrorState
        title="This unit's questions could not be loaded"
        error={unit.error}
        onRetry={() => void unit.refetch()}
      />
    );
  const modules = unit.data.modules
    .map((module) => ({ ...module, mcqs: module.questions.filter((question) => question.type === 'mcq') }))
    .filter((module) => module.mcqs.length > 0);
  return (
    <Stack gap="lg" maw={1000}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            Multiple-choice lecture
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {unit.data.title}
          </Title>
          <Group mt="sm">
            <Button
              component={Link}
              to={teacherEditPath('selfLearning', unit.data.courseId, unit.data._id)}
              variant="light"
            >
              Back to the unit
            </Button>
          </Group>
        </Stack>
      </Paper>
      {modules.length === 0 ? (
        <EmptyState title="No multiple-choice questions">
          The unit's test modules have no multiple-choice questions yet.
        </EmptyState>
      ) : (
        modules.map((module) => (
          <Stack key={module._id} gap="md" component="section" aria-label={module.title}>
            <Title order={2} size="h3">
              {module.title}
            </Title>
            {module.mcqs.map((question, index) => (
              <McqSlide key={question._id} question={question} number={index + 1} />
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}
