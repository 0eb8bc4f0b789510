import { Badge, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * One person's video in the class, named. One's own is muted (no echo) and mirrored like a mirror; `spotlight`
 * draws it large for everyone.
 */
export function VideoTile({
  stream,
  name,
  self = false,
  handRaised = false,
  spotlight = false,
  peerId,
  withoutStream = 'Connecting…',
}: {
  stream: MediaStream | null;
  name: string;
  self?: boolean;
  handRaised?: boolean;
  spotlight?: boolean;
  peerId?: string;
  /** What the tile says while it has no stream. */
  withoutStream?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);

  return (
    <Paper
      withBorder
      radius="md"
      pos="relative"
      bg="dark.8"
      style={{ overflow: 'hidden', aspectRatio: '16 / 9', gridColumn: spotlight ? '1 / -1' : undefined }}
      data-peer={peerId}
      data-self={self || undefined}
    >
      <video
        ref={video}
        autoPlay
        playsInline
        muted={self}
        aria-label={self ? 'Your video' : `Video of ${name}`}
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'contain',
          transform: self ? 'scaleX(-1)' : undefined,
          display: 'block',
        }}
      />
      <Group gap={6} pos="absolute" bottom={8} left={8} wrap="nowrap">
        <Text size="sm" c="white" bg="rgba(0,0,0,0.6)" px={6} style={{ borderRadius: 4 }}>
          {self ? `${name} (you)` : name}
        </Text>
        {handRaised && (
          <Badge color="yellow.4" autoContrast tt="none">
            Hand raised
          </Badge>
        )}
      </Group>
      {!stream && (
        <Text c="gray.4" size="sm" pos="absolute" top="45%" w="100%" ta="center">
          {withoutStream}
        </Text>
      )}
    </Paper>
  );
}
