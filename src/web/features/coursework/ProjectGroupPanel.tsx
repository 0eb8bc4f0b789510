import { Button, Group, Stack, Text } from '@mantine/core';
import { personName } from '../../../core/rules/personName';
import type { ProjectGroup } from '../../../core/schemas/coursework';
import { errorMessage } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { toast } from '../../components/toast';
import { groupsWithRoom } from './projectGroups';
import { useJoinGroup } from './submissionsApi';

const names = (group: ProjectGroup) =>
  group.members.map((member) => personName(member)).join(', ') || 'No members yet';

/**
 * A project's group for the student (issue 14): their group's members; without one, the groups with room to join
 * when the project lets students choose, else word that the teacher forms the groups.
 */
export function ProjectGroupPanel({
  courseId,
  projectId,
  myGroup,
  groups,
  studentsChooseGroups,
  maxGroupSize,
}: {
  courseId: string;
  projectId: string;
  myGroup: ProjectGroup | null;
  groups: readonly ProjectGroup[];
  studentsChooseGroups: boolean;
  maxGroupSize: number;
}) {
  const join = useJoinGroup(courseId, projectId);
  if (myGroup) {
    return (
      <PanelSection title={`Your group: ${myGroup.name}`}>
        <Text>{names(myGroup)}</Text>
        <Text size="sm" c="dimmed" mt="xs">
          Your group hands in one piece of work for all its members.
        </Text>
      </PanelSection>
    );
  }
  if (!studentsChooseGroups) {
    return (
      <PanelSection title="Your group">
        <Text>
          Your teacher has not put you in a group yet. You can work on this project once you are in one.
        </Text>
      </PanelSection>
    );
  }
  const withRoom = groupsWithRoom(groups, maxGroupSize);
  const onJoin = (group: ProjectGroup) =>
    join.mutate(group._id, {
      onSuccess: () => toast(`You joined ${group.name}.`, { tone: 'success' }),
      onError: (error) => toast(errorMessage(error), { tone: 'error' }),
    });
  return (
    <PanelSection title="Choose a group">
      {withRoom.length === 0 ? (
        <Text>Every group is full. Ask your teacher to add a group or to put you in one.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {withRoom.map((group) => (
            <Group component="li" key={group._id} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600}>{group.name}</Text>
                <Text size="sm" c="dimmed">
                  {group.members.length} of {maxGroupSize} · {names(group)}
                </Text>
              </Stack>
              <Button
                size="xs"
                onClick={() => onJoin(group)}
                loading={join.isPending && join.variables === group._id}
                disabled={join.isPending}
                aria-label={`Join ${group.name}`}
              >
                Join
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </PanelSection>
  );
}
