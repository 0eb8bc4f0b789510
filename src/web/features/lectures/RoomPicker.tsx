import { Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { type LectureItem, useMeetingRooms, useSaveRoom } from './lecturesApi';

/**
 * The video-meeting room the lecture is held in (SPEC §3: three are configured), with its contact address, so
 * students know whom to write to when the room will not open.
 */
export function RoomPicker({ lecture }: { lecture: LectureItem }) {
  const rooms = useMeetingRooms();
  const save = useSaveRoom(lecture._id);
  const [roomId, setRoomId] = useState<string | null>(lecture.room?.room_id ?? null);

  if (rooms.isPending) return <Skeleton h={60} />;
  if (rooms.isError)
    return (
      <ErrorState title="The rooms could not be read" error={rooms.error} onRetry={() => rooms.refetch()} />
    );

  const chosen = rooms.data.find((room) => room.room_id === roomId);
  const changed = roomId !== (lecture.room?.room_id ?? null);
  return (
    <Stack gap="xs" maw={420}>
      <Select
        label="Room"
        placeholder="No room chosen"
        clearable
        data={rooms.data.map((room) => ({ value: room.room_id, label: room.name }))}
        value={roomId}
        onChange={setRoomId}
      />
      {chosen && (
        <Text size="sm" c="dimmed">
          Contact for this room: {chosen.email}
        </Text>
      )}
      <Group>
        <Button
          disabled={!changed}
          loading={save.isPending}
          onClick={() =>
            save.mutate(roomId, {
              onSuccess: () => toast(roomId ? 'Room saved.' : 'Room cleared.'),
              onError: (error) => toast(errorMessage(error), { tone: 'error' }),
            })
          }
        >
          Save room
        </Button>
      </Group>
    </Stack>
  );
}
