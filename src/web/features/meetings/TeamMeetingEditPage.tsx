import { Badge, Button, Group, MultiSelect, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { personName } from '../../../core/rules/personName';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { ScrollingTable } from '../../components/ScrollingTable';
import { toast } from '../../components/toast';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { useCourseDetail } from '../courses/courseQueries';
import { formatDateTime } from '../courses/itemDates';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { ANSWER_LABELS } from './answerLabels';
import { MeetingEditFrame } from './MeetingEditFrame';
import { type TeamMeetingItem, useSaveMembers, useTeamMeeting } from './meetingsApi';

function MemberPicker({ meeting }: { meeting: TeamMeetingItem }) {
  const detail = useCourseDetail(meeting.courseId);
  const [chosen, setChosen] = useState(meeting.members.map((member) => member._id));
  const save = useSaveMembers(meeting.courseId, meeting._id);
  if (detail.isPending) return null;
  if (detail.isError)
    return (
      <ErrorState
        title="The course's members could not be loaded"
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  const options = [
    { group: 'Teachers', items: detail.data.teachers },
    { group: 'Students', items: detail.data.students },
  ].map(({ group, items }) => ({
    group,
    items: items.map((member) => ({ value: member._id, label: personName(member) })),
  }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(chosen, {
          onSuccess: () => toast('The members are saved; those newly invited are told.', { tone: 'success' }),
          onError: (error) => toast(errorMessage(error), { tone: 'error' }),
        });
      }}
    >
      <Stack gap="sm">
        <MultiSelect
          label="Members"
          description="Search the course's teachers and students by name."
          placeholder="Type a name"
          data={options}
          value={chosen}
          onChange={setChosen}
          searchable
          clearable
          nothingFoundMessage="No member of the course has that name."
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save members
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Answers({ meeting }: { meeting: TeamMeetingItem }) {
  if (!meeting.members.length)
    return <EmptyState title="Nobody is invited yet">Pick the members above and save them.</EmptyState>;
  return (
    <ScrollingTable minWidth={420} label="Table of the members' answers">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Answer</Table.Th>
            <Table.Th>Answered</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {meeting.members.map((member) => (
            <Table.Tr key={member._id} data-testid="member-answer">
              <Table.Td>
                {member.name} {member.role === 'teacher' ? '(teacher)' : ''}
              </Table.Td>
              <Table.Td>
                <Badge variant="filled" tt="none" color={ANSWER_LABELS[member.accept].color}>
                  {ANSWER_LABELS[member.accept].text}
                </Badge>
              </Table.Td>
              <Table.Td>{member.respondedAt ? formatDateTime(member.respondedAt) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}

/**
 * /editteammeeting/:courseId/:teamMeetingId (teacher, SPEC §2, issue 16): the meeting's fields, its members picked
 * from the course's members, and each one's answer.
 */
export default function TeamMeetingEditPage() {
  const { courseId = '', teamMeetingId = '' } = useParams();
  const query = useTeamMeeting(courseId, teamMeetingId);
  useCourseChannel(courseId);

  if (query.isPending) return <CoursePageSkeleton sections={2} />;
  if (query.isError)
    return (
      <ErrorState
        title="This team meeting could not be opened"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const meeting = query.data;
  return (
    <MeetingEditFrame item={meeting} onSaved={() => query.refetch()}>
      <PanelSection title="Members">
        <MemberPicker key={meeting.members.map((member) => member._id).join()} meeting={meeting} />
      </PanelSection>
      <PanelSection title="Answers">
        <Answers meeting={meeting} />
      </PanelSection>
    </MeetingEditFrame>
  );
}
