import '@mantine/core/styles/Blockquote.css';
import { Blockquote, Button, Group, Stack, Text } from '@mantine/core';
import { MESSAGES } from '../../../core/constants';
import type { AssessmentKind } from '../../../core/itemKinds';
import { personName } from '../../../core/rules/personName';
import type { StartedRosterLine } from '../../../core/schemas/assessments';
import { confirm } from '../../components/ConfirmDialog';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useTerminate } from './assessmentsApi';

/**
 * SPEC §4 live test proctoring, for one student sitting now: Terminate (flag set: handed in, marked on the answers
 * so far) and Disqualify (flag unset: a mark of zero), each confirmed with the exact SPEC §8 words the student
 * will see.
 */
const ACTIONS = {
  terminate: {
    flag: true,
    button: 'Terminate',
    title: (name: string) => `Terminate ${name}'s sitting?`,
    outcome: 'It is handed in now and marked on the answers given so far.',
    studentSees: MESSAGES.proctorTerminated,
    done: (name: string) => `${name}'s sitting was terminated.`,
  },
  disqualify: {
    flag: false,
    button: 'Disqualify',
    title: (name: string) => `Disqualify ${name}?`,
    outcome: 'The sitting is handed in now and its mark is zero, whatever was answered.',
    studentSees: MESSAGES.proctorDisqualified,
    done: (name: string) => `${name} was disqualified.`,
  },
} as const;

export function ProctorActions({
  kind,
  courseId,
  itemId,
  line,
}: {
  kind: AssessmentKind;
  courseId: string;
  itemId: string;
  line: StartedRosterLine;
}) {
  const terminate = useTerminate(kind, courseId, itemId);
  const name = personName(line.student);

  const act = async (action: keyof typeof ACTIONS) => {
    const chosen = ACTIONS[action];
    const answer = await confirm({
      title: chosen.title(name),
      message: (
        <Stack gap="sm">
          <Text>{chosen.outcome}</Text>
          <Text>{name} will see:</Text>
          <Blockquote color="red" p="sm" m={0}>
            {chosen.studentSees}
          </Blockquote>
        </Stack>
      ),
      confirmLabel: chosen.button,
      danger: true,
    });
    if (answer.code !== 0) return;
    // Awaited rather than given callbacks: the student's line often leaves the page (the roster hears of the end
    // first), and a mutation's callbacks do not run once its component is gone.
    await terminate.mutateAsync({ attemptId: line.attemptId, flag: chosen.flag }).then(
      () => toast(chosen.done(name), { tone: 'success' }),
      (error: unknown) => toast(errorMessage(error), { tone: 'error' }),
    );
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        loading={terminate.isPending && terminate.variables?.flag === true}
        disabled={terminate.isPending}
        onClick={() => void act('terminate')}
        aria-label={`Terminate ${name}'s sitting`}
      >
        {ACTIONS.terminate.button}
      </Button>
      <Button
        size="xs"
        // red.9: lighter reds fall under the 4.5:1 contrast WCAG asks for on the newest loss's yellow line.
        variant="outline"
        color="red.9"
        loading={terminate.isPending && terminate.variables?.flag === false}
        disabled={terminate.isPending}
        onClick={() => void act('disqualify')}
        aria-label={`Disqualify ${name}`}
      >
        {ACTIONS.disqualify.button}
      </Button>
    </Group>
  );
}
