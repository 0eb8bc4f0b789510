import { Button, Group, Paper } from '@mantine/core';
import type { LocalMedia } from './useLocalMedia';

/**
 * The class's controls for everyone (microphone, camera, screen, hand, leave) and, for its teacher, mute all and
 * end the class. Each button says what it will do, and its pressed state is announced.
 */
export function ClassBar({
  media,
  teaches,
  handRaised,
  onHand,
  onLeave,
  onMuteAll,
  onEnd,
}: {
  media: LocalMedia;
  teaches: boolean;
  handRaised: boolean;
  onHand: (raised: boolean) => void;
  onLeave: () => void;
  onMuteAll: () => void;
  onEnd: () => void;
}) {
  return (
    <Paper withBorder p="xs" component="nav" aria-label="Class controls">
      <Group gap="xs" wrap="wrap">
        <Button
          variant={media.micOn ? 'filled' : 'default'}
          aria-pressed={media.micOn}
          disabled={!media.hasMic}
          onClick={() => media.setMic(!media.micOn)}
        >
          {media.micOn ? 'Mute me' : 'Unmute me'}
        </Button>
        <Button
          variant={media.cameraOn ? 'filled' : 'default'}
          aria-pressed={media.cameraOn}
          disabled={!media.hasCamera}
          onClick={() => media.setCamera(!media.cameraOn)}
        >
          {media.cameraOn ? 'Turn camera off' : 'Turn camera on'}
        </Button>
        <Button
          variant="default"
          aria-pressed={media.sharingScreen}
          onClick={() => void media.toggleScreen()}
        >
          {media.sharingScreen ? 'Stop sharing' : 'Share screen'}
        </Button>
        {!teaches && (
          <Button variant="default" aria-pressed={handRaised} onClick={() => onHand(!handRaised)}>
            {handRaised ? 'Lower hand' : 'Raise hand'}
          </Button>
        )}
        {teaches && (
          <Button variant="default" onClick={onMuteAll}>
            Mute everyone
          </Button>
        )}
        <Button variant="outline" color="red.9" onClick={onLeave}>
          Leave
        </Button>
        {teaches && (
          <Button color="red.9" onClick={onEnd}>
            End the class for everyone
          </Button>
        )}
      </Group>
    </Paper>
  );
}
