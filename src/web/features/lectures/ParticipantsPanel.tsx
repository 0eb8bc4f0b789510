import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useId } from 'react';
import type { Attendance, AttendanceMark, LectureControl } from '../../../core/schemas/lectures';

const clock = (iso: string) => dayjs(iso).format('h:mm A');

/**
 * Who is in the class (everyone sees it) with raised hands; the teacher also sees who came late and who left, and
 * can mute, spotlight, lower a hand or remove someone.
 */
export function ParticipantsPanel({
  attendance,
  myUserId,
  teaches,
  onControl,
}: {
  attendance: Attendance;
  myUserId: string;
  teaches: boolean;
  onControl: (action: LectureControl, mark: AttendanceMark) => void;
}) {
  const headingId = useId();
  const present = attendance.marks.filter((mark) => mark.leftAt === null && !mark.removed);
  const gone = attendance.marks.filter((mark) => mark.leftAt !== null || mark.removed);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        In the class ({present.length})
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {present.map((mark) => (
          <li key={mark.userId}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Group gap={6}>
                <Text size="sm" fw={mark.userId === myUserId ? 600 : undefined}>
                  {mark.name}
                  {mark.userId === myUserId ? ' (you)' : ''}
                </Text>
                {mark.role === 'teacher' && (
                  <Badge size="sm" variant="light" tt="none">
                    Teacher
                  </Badge>
                )}
                {mark.handRaised && (
                  <Badge size="sm" color="yellow.4" autoContrast tt="none">
                    Hand raised
                  </Badge>
                )}
                {teaches && mark.late && (
                  <Badge size="sm" color="orange.3" autoContrast tt="none">
                    Late, {clock(mark.joinedAt)}
                  </Badge>
                )}
                {attendance.spotlightUserId === mark.userId && (
                  <Badge size="sm" color="grape.9" tt="none">
                    Spotlight
                  </Badge>
                )}
              </Group>
              {teaches && mark.userId !== myUserId && (
                <Group gap={4}>
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={`Mute ${mark.name}`}
                    onClick={() => onControl('mute', mark)}
                  >
                    Mute
                  </Button>
                  {mark.handRaised && (
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={`Lower the hand of ${mark.name}`}
                      onClick={() => onControl('lowerHand', mark)}
                    >
                      Lower the hand
                    </Button>
                  )}
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={`${attendance.spotlightUserId === mark.userId ? 'End the spotlight on' : 'Spotlight'} ${mark.name}`}
                    onClick={() =>
                      onControl(
                        attendance.spotlightUserId === mark.userId ? 'unspotlight' : 'spotlight',
                        mark,
                      )
                    }
                  >
                    {attendance.spotlightUserId === mark.userId ? 'End the spotlight' : 'Spotlight'}
                  </Button>
                  <Button
                    size="compact-xs"
                    color="red.9"
                    variant="outline"
                    aria-label={`Remove ${mark.name} from the class`}
                    onClick={() => onControl('remove', mark)}
                  >
                    Remove
                  </Button>
                </Group>
              )}
            </Group>
          </li>
        ))}
      </Stack>
      {teaches && gone.length > 0 && (
        <>
          <Title order={3} size="h5" mt="md" mb="xs">
            Left the class
          </Title>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {gone.map((mark) => (
              <li key={mark.userId}>
                <Text size="sm" c="dimmed">
                  {mark.name}: {clock(mark.joinedAt)} to {mark.leftAt ? clock(mark.leftAt) : '—'}
                  {mark.removed ? ', removed' : ''}
                </Text>
              </li>
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}
