import { Alert, Button, Group, Paper, Progress, Stack, Switch, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { DEVICE_ANSWER_WAIT_MS } from '../../../core/constants';
import { useAudioLevel } from './useAudioLevel';
import type { LocalMedia } from './useLocalMedia';
import { VideoTile } from './VideoTile';

/** A short tone through the speakers, so the person knows they will hear the class. */
function playTestTone() {
  const context = new AudioContext();
  const tone = context.createOscillator();
  const volume = context.createGain();
  volume.gain.value = 0.1;
  tone.frequency.value = 440;
  tone.connect(volume).connect(context.destination);
  tone.start();
  tone.stop(context.currentTime + 0.8);
  tone.onended = () => void context.close();
}

/** True once the devices have been starting for DEVICE_ANSWER_WAIT_MS without an answer. */
function useLongWait(starting: boolean): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    setLong(false);
    if (!starting) return;
    const timer = setTimeout(() => setLong(true), DEVICE_ANSWER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [starting]);
  return long;
}

/**
 * Before joining (issue 16): the camera's picture, the microphone's level and a speaker test, each device on or off,
 * and what to do when one is refused or missing (below the join button: the devices answer after the page is drawn,
 * and a notice above would push the page down, issue 40). Joining without devices is allowed: the person still sees and
 * hears the class. `note` says what joining does beyond that (a teacher's join begins the class, issue 37).
 */
export function DeviceCheck({
  name,
  media,
  joining,
  onJoin,
  note,
}: {
  name: string;
  media: LocalMedia;
  joining: boolean;
  onJoin: () => void;
  note?: ReactNode;
}) {
  const level = useAudioLevel(media.hasMic ? media.stream : null);
  const [toneTried, setToneTried] = useState(false);
  const longWait = useLongWait(media.starting);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={720}>
      <Stack gap="md">
        <Title order={2} size="h3">
          Check your camera, microphone and speakers
        </Title>
        {note && <Text size="sm">{note}</Text>}
        <VideoTile
          stream={media.preview}
          name={name}
          self
          withoutStream={media.starting ? 'Starting your camera…' : 'No camera'}
        />
        <Group gap="lg">
          <Switch
            label="Camera"
            checked={media.cameraOn}
            disabled={!media.hasCamera}
            onChange={(event) => media.setCamera(event.currentTarget.checked)}
          />
          <Switch
            label="Microphone"
            checked={media.micOn}
            disabled={!media.hasMic}
            onChange={(event) => media.setMic(event.currentTarget.checked)}
          />
        </Group>
        {/* Drawn before the devices answer, so their answer moves nothing below it. */}
        <Stack gap={4}>
          <Text size="sm">
            {media.hasMic || media.starting
              ? 'Microphone level: speak and watch it move'
              : 'Microphone level: no microphone'}
          </Text>
          {/* Mantine puts the progressbar role on the bar inside, which takes aria-label and not aria-labelledby. */}
          <Progress value={media.hasMic && media.micOn ? level : 0} aria-label="Microphone level" />
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => {
              playTestTone();
              setToneTried(true);
            }}
          >
            Play a test sound
          </Button>
          {toneTried && (
            <Text size="sm" c="dimmed">
              No sound? Check your speakers or headphones and the volume.
            </Text>
          )}
        </Group>
        <Group>
          <Button size="md" onClick={onJoin} loading={joining || media.starting}>
            {media.hasMic || media.hasCamera ? 'Join the class' : 'Join without camera and microphone'}
          </Button>
        </Group>
        {longWait && media.starting && (
          <Alert color="blue" title="Waiting for your camera and microphone">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                They have not answered yet. If your browser asks whether this site may use them, answer it
                (look near the address bar). Or go on without them: you will still see and hear the class.
              </Text>
              <Button size="xs" variant="light" onClick={media.goWithout}>
                Go on without them
              </Button>
            </Stack>
          </Alert>
        )}
        {media.problem && (
          <Alert color="yellow" title="Camera or microphone not available">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{media.problem}</Text>
              <Button size="xs" variant="light" onClick={media.retry}>
                Try the devices again
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
