import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { MemberReportLine } from '../../../core/schemas/courses';
import { UsageCount } from '../../components/forms/CountedTextarea';
import { errorMessage } from '../../components/PageStates';
import { useInvalidateCourse } from './courseQueries';
import { addCourseMembers } from './coursesApi';
import { MemberReportTable } from './MemberReportTable';
import { MAX_MEMBER_LINES, pastedLines, pastedLinesProblem } from './memberBulk';

export type MemberRoleToAdd = 'student' | 'teacher';

/**
 * Adds a pasted list of usernames or emails in one call and shows what happened to each line. The lines that
 * were not added stay in the box, so they can be corrected and sent again.
 */
export function AddMembersPanel({ courseId, role }: { courseId: string; role: MemberRoleToAdd }) {
  const invalidate = useInvalidateCourse();
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [report, setReport] = useState<MemberReportLine[] | null>(null);
  const add = useMutation({
    mutationFn: (identifiers: string[]) => addCourseMembers({ courseId, role, identifiers }),
    onSuccess: (reply) => {
      setReport(reply.data);
      setText(
        reply.data
          .filter((line) => line.status === 'failed')
          .map((line) => line.identifier)
          .join('\n'),
      );
      return invalidate(courseId);
    },
  });
  const who = role === 'student' ? 'students' : 'co-teachers';

  const lines = pastedLines(text);
  const submit = () => {
    const problem = pastedLinesProblem(lines);
    setInputError(problem);
    if (!problem) add.mutate(lines);
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={`Usernames or emails of the ${who}`}
        description={
          <UsageCount
            hint="One a line; commas also separate them."
            used={lines.length}
            max={MAX_MEMBER_LINES}
            unit="lines"
          />
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autosize
        minRows={4}
        maxRows={12}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={inputError}
      />
      {add.isError && (
        <Alert color="red" role="alert">
          {errorMessage(add.error)}
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={add.isPending}>
          Add {who}
        </Button>
      </Group>
      {report && (
        <div aria-live="polite">
          <MemberReportTable lines={report} />
        </div>
      )}
    </Stack>
  );
}
