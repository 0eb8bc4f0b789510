import { ActionIcon, Tooltip } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { firstPathSegment, helpRoleOf } from '../../../core/rules/helpVideoLookup';
import { openModal } from '../../components/modalStack';
import { useSession } from '../../platform/session';
import { useCurrentHelpVideo } from './helpApi';

// The player loads only when someone asks for help.
const HelpVideoPlayer = lazy(() =>
  import('./HelpVideoPlayer').then((module) => ({ default: module.HelpVideoPlayer })),
);

const NO_VIDEO = 'No help video for this page yet';

/**
 * "Help for this page" in the after-login header (issue 14, SPEC §9): asks getCurrentVideo for the page's first
 * path segment and the viewer's role, and plays the video in a modal; without one it is disabled and says so.
 */
export function HelpButton() {
  const { pathname } = useLocation();
  const session = useSession();
  const current = useCurrentHelpVideo(firstPathSegment(pathname), helpRoleOf(session.role));
  const video = current.data;
  const label = video ? 'Help for this page' : NO_VIDEO;

  const play = () => {
    if (!video) return;
    openModal({
      title: video.title,
      size: 'xl',
      render: () => (
        <Suspense fallback={null}>
          <HelpVideoPlayer video={video} />
        </Suspense>
      ),
    });
  };

  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        size="lg"
        radius="xl"
        onClick={play}
        data-disabled={video ? undefined : true}
        aria-disabled={!video}
        aria-label={label}
        fw={700}
      >
        ?
      </ActionIcon>
    </Tooltip>
  );
}
