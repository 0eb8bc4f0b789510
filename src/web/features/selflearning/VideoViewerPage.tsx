import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { StoredFileItem } from '../../../core/schemas/files';
import type { ProgressLine, ProgressWithModule } from '../../../core/schemas/selfLearning';
import { ModuleFileReads } from './ModuleFileReads';
import { ModuleViewerFrame } from './ModuleViewerFrame';
import { useProgressReported } from './selfLearningApi';
import { useWatchReports } from './useWatchReports';

/**
 * The video itself: resumes where the student stopped (on any device: the server keeps the place), and reports what
 * is watched. A recording without its length in its header (a browser's own WebM) is asked for it first, by
 * looking at its end, before anything is counted.
 */
function ModuleVideo({ url, line }: { url: string; line: ProgressLine }) {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const resumeAt = useRef(line.resumeAt);
  useWatchReports(video, line._id, ready, useProgressReported());

  const start = (player: HTMLVideoElement) => {
    const at = resumeAt.current;
    player.currentTime = at > 0 && at < player.duration - 1 ? at : 0;
    setReady(true);
  };

  return (
    // biome-ignore lint/a11y/useMediaCaption: a teacher's uploaded video comes without a captions file.
    <video
      ref={video}
      src={url}
      controls
      preload="metadata"
      data-testid="module-video"
      style={{ width: '100%', maxHeight: '70vh', background: 'black' }}
      onLoadedMetadata={(event) => {
        const player = event.currentTarget;
        if (Number.isFinite(player.duration)) return start(player);
        // The length is found by going to the end; the durationchange that follows starts the video properly.
        player.currentTime = Number.MAX_SAFE_INTEGER;
      }}
      onDurationChange={(event) => {
        const player = event.currentTarget;
        if (!ready && Number.isFinite(player.duration) && player.currentTime > 0) start(player);
      }}
    />
  );
}

/** The module's video with the share watched against the share that completes it. */
function WatchedVideo({ place, file }: { place: ProgressWithModule; file: StoredFileItem }) {
  const { progress, module } = place;
  const watched = Math.min(100, Math.round(progress.watchedPercent));
  return (
    <ModuleViewerFrame
      place={place}
      module={module}
      line={progress}
      status={
        <Stack gap={4}>
          <Text size="sm" data-testid="watched-share">
            Watched {watched}% of the video; {module.watchPercent}% completes it.
          </Text>
          <Progress
            value={watched}
            color={progress.state === 'complete' ? 'green' : 'blue'}
            aria-label={`Watched ${watched}% of ${module.watchPercent}%`}
          />
          <Text size="xs" c="dimmed">
            Only what you watch counts: skipping ahead adds nothing. You can watch faster with the player's
            speed.
          </Text>
        </Stack>
      }
    >
      {file.contentType.startsWith('video/') ? (
        <ModuleVideo url={file.url} line={progress} />
      ) : (
        <Alert color="red" title="This module's file is not a video">
          Ask your teacher to pick the module's video again.
        </Alert>
      )}
    </ModuleViewerFrame>
  );
}

/**
 * /SL_file_viewer_video/{progressId}/{moduleId}/{folderId}/{fileId}/{fileName} (SPEC §2, issue 39): a module's
 * video; the share watched against the share that completes it. Skipping ahead adds nothing to it.
 */
export default function VideoViewerPage() {
  return (
    <ModuleFileReads what="video">
      {(place, file) => <WatchedVideo place={place} file={file} />}
    </ModuleFileReads>
  );
}
