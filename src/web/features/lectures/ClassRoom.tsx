import { Alert, Box, Flex, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CLASS_ENTRY } from '../../../core/constants';
import { classShape, connectionsOf, videoBitrateKbps } from '../../../core/rules/classMedia';
import { personName } from '../../../core/rules/personName';
import type { AttendanceMark, LectureControl } from '../../../core/schemas/lectures';
import { queryKeys } from '../../api/queryKeys';
import { useSubscription } from '../../api/useSocket';
import { confirm } from '../../components/ConfirmDialog';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useSession } from '../../platform/session';
import { PHONE_MEDIA } from '../../platform/theme';
import { LiveChatPanel } from '../chat/LiveChatPanel';
import { LectureNotes } from '../notes/DocumentNotes';
import { ClassBar } from './ClassBar';
import { ClassDocumentPanel } from './ClassDocumentPanel';
import { DeviceCheck } from './DeviceCheck';
import { controlClass, endLecture, joinLecture, leaveLecture, raiseHand, useAttendance } from './lecturesApi';
import { ParticipantsPanel } from './ParticipantsPanel';
import { applySittingChange } from './sittingCache';
import { useLeaveOnExit } from './useLeaveOnExit';
import { useLectureEvents } from './useLectureEvents';
import { useLocalMedia } from './useLocalMedia';
import { type MeshCredentials, useMeshRoom } from './useMeshRoom';
import { meshOnly, roomInUse, useSfuRoom } from './useSfuRoom';
import { useTeacherOnlyClass } from './useTeacherOnlyClass';
import { VideoTile } from './VideoTile';

/** How a person came out of the class. */
export type Finish = 'left' | 'ended' | 'removed';

/**
 * The room of one sitting, from the device check on. It owns the camera and microphone, so they are let go as soon
 * as the person is no longer in the class (left, removed, or the class ended).
 */
export function ClassRoom({
  courseId,
  lectureId,
  attendanceId,
  teaches,
  opening,
  onFinish,
}: {
  courseId: string;
  lectureId: string;
  attendanceId: string;
  teaches: boolean;
  /** The class waits for its teacher to enter (issue 37): the teacher's join begins it. */
  opening: boolean;
  onFinish: (stage: Finish) => void;
}) {
  const { userId, user } = useSession();
  const myName = user ? personName(user) : 'You';
  const media = useLocalMedia();
  const phone = useMediaQuery(PHONE_MEDIA, false, { getInitialValueInEffect: false });
  const [credentials, setCredentials] = useState<MeshCredentials | null>(null);
  const inClass = credentials !== null;
  const attendance = useAttendance(attendanceId);
  const queryClient = useQueryClient();
  const sitting = { lectureId, attendanceId };

  useSubscription('lecture', inClass ? { lectureId } : null);
  useLectureEvents(lectureId, (event) => {
    if (event.attendanceId !== attendanceId) return;
    if (event.change === 'ended') onFinish('ended');
    else if (event.change === 'removed' && event.userId === userId) onFinish('removed');
    else if (
      (event.change === 'mute' && event.userId === userId) ||
      (event.change === 'muteAll' && !teaches)
    ) {
      if (media.micOn) toast('The teacher muted your microphone.');
      media.setMic(false);
    }
    applySittingChange(queryClient, event);
  });

  const join = useMutation({
    mutationFn: () => joinLecture(sitting),
    onSuccess: (reply) => {
      setCredentials(reply.data);
      void attendance.refetch();
    },
    onError: (error) => {
      toast(errorMessage(error), { tone: 'error' });
      // The class may have ended meanwhile (a start left too long ends by itself): read it again to show so.
      void queryClient.invalidateQueries({ queryKey: queryKeys.lecture(lectureId) });
    },
  });

  const leftByHand = useLeaveOnExit(inClass ? sitting : null);

  const marks = attendance.data?.marks ?? [];
  const present = marks.filter((mark) => mark.leftAt === null && !mark.removed && mark.peerId);
  const mine = marks.find((mark) => mark.userId === userId);
  // Without an SFU, a class the mesh cannot carry gets the teacher's picture only (core/rules/classMedia.ts).
  const shape = credentials?.sfu ? 'mesh' : classShape(present.length);
  const others = inClass
    ? connectionsOf(
        { peerId: credentials.peerId, teaches },
        present
          .filter((mark) => mark.userId !== userId)
          .map((mark) => ({ peerId: mark.peerId as string, teaches: mark.role === 'teacher' })),
        shape,
      )
    : [];
  const mesh = roomInUse(
    useSfuRoom(credentials, media.stream, others),
    useMeshRoom(meshOnly(credentials), media.stream, others, videoBitrateKbps(shape, others.length)),
  );
  useTeacherOnlyClass(shape === 'teacherOnly' && inClass && !teaches, media);

  const control = async (action: LectureControl, mark?: AttendanceMark) => {
    if (action === 'remove' && mark) {
      const answer = await confirm({
        title: `Remove ${mark.name}?`,
        message: `${mark.name} leaves the class now and cannot join this sitting again.`,
        confirmLabel: 'Remove',
        danger: true,
      });
      if (answer.code !== 0) return;
    }
    try {
      await controlClass({ ...sitting, action, userId: mark?.userId });
    } catch (error) {
      toast(errorMessage(error), { tone: 'error' });
    }
  };
  const end = async () => {
    const answer = await confirm({
      title: 'End the class for everyone?',
      message: 'Everyone leaves the room now. The attendance keeps who came and when.',
      confirmLabel: 'End the class',
      danger: true,
    });
    if (answer.code !== 0) return;
    try {
      await endLecture(sitting);
      leftByHand();
      onFinish('ended');
    } catch (error) {
      toast(errorMessage(error), { tone: 'error' });
    }
  };

  if (!inClass) {
    return (
      <DeviceCheck
        name={myName}
        media={media}
        joining={join.isPending}
        onJoin={() => join.mutate()}
        note={
          teaches && opening
            ? `Students waiting for this class are let in when you join. If nobody joins within ${CLASS_ENTRY.enterWithinMs / 60_000} minutes of the start, the class ends by itself.`
            : undefined
        }
      />
    );
  }
  const spotlight = attendance.data?.spotlightUserId ?? null;
  const connected = new Set(others);
  const tiles = present.filter((mark) => mark.userId !== userId && connected.has(mark.peerId as string));
  const room = (
    <Stack gap="sm">
      {mesh.problem && <Alert color="red">{mesh.problem}</Alert>}
      {shape === 'teacherOnly' && (
        <Alert color="blue" title="A large class">
          {teaches
            ? 'Students see and hear you only, and you hear a student when they turn their microphone on.'
            : 'You see and hear the teacher. Turn your microphone on to speak to them.'}
        </Alert>
      )}
      {attendance.data && <ClassDocumentPanel attendance={attendance.data} teaches={teaches} />}
      <Box
        style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
        aria-label="Videos of the class"
        role="region"
      >
        <VideoTile
          stream={media.stream}
          name={myName}
          self
          handRaised={mine?.handRaised}
          spotlight={spotlight === userId}
          peerId={credentials.peerId}
        />
        {tiles.map((mark) => (
          <VideoTile
            key={mark.userId}
            stream={mesh.remote.get(mark.peerId as string) ?? null}
            name={mark.name}
            handRaised={mark.handRaised}
            spotlight={spotlight === mark.userId}
            peerId={mark.peerId as string}
          />
        ))}
      </Box>
    </Stack>
  );
  const bar = (
    <ClassBar
      media={media}
      teaches={teaches}
      handRaised={Boolean(mine?.handRaised)}
      onHand={(raised) =>
        void raiseHand(sitting, raised).catch((error) => toast(errorMessage(error), { tone: 'error' }))
      }
      onLeave={() => {
        leftByHand();
        void leaveLecture(sitting).catch(() => undefined);
        onFinish('left');
      }}
      onMuteAll={() => void control('muteAll')}
      onEnd={() => void end()}
    />
  );
  const people = attendance.data && (
    <ParticipantsPanel
      attendance={attendance.data}
      myUserId={userId ?? ''}
      teaches={teaches}
      onControl={(action, mark) => void control(action, mark)}
    />
  );
  const chat = <LiveChatPanel lectureId={lectureId} canModerate={teaches} />;
  const notes = <LectureNotes courseId={courseId} lectureId={lectureId} />;

  if (phone) {
    // Issue 37: on a phone the class, the chat, who is in and the notes are each one tap away, the controls always
    // in view. Hidden panels stay mounted, so the others' sound plays on and a half-written message stays.
    return (
      <Tabs defaultValue="class" keepMounted>
        <Tabs.List grow>
          <Tabs.Tab value="class">Class</Tabs.Tab>
          <Tabs.Tab value="chat">Chat</Tabs.Tab>
          <Tabs.Tab value="people">People</Tabs.Tab>
          <Tabs.Tab value="notes">Notes</Tabs.Tab>
        </Tabs.List>
        <Box py="sm">{bar}</Box>
        <Tabs.Panel value="class">{room}</Tabs.Panel>
        <Tabs.Panel value="chat">
          <Box h="60dvh">{chat}</Box>
        </Tabs.Panel>
        <Tabs.Panel value="people">{people}</Tabs.Panel>
        <Tabs.Panel value="notes">{notes}</Tabs.Panel>
      </Tabs>
    );
  }
  return (
    <Flex direction="row" gap="md" align="flex-start">
      <Box flex={2} miw={0}>
        <Stack gap="sm">
          {room}
          {bar}
        </Stack>
      </Box>
      <Box flex={1} miw={0}>
        <Stack gap="md">
          {people}
          <Box h={420}>{chat}</Box>
          {notes}
        </Stack>
      </Box>
    </Flex>
  );
}
