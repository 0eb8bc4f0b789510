import { ActionIcon, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { firstPathSegment, helpRoleOf } from '../../../core/rules/helpVideoLookup';
import { openModal } from '../../components/modalStack';
import { RouteAnchor } from '../../components/RouteLink';
import { useSession } from '../../platform/session';
import { useCurrentHelpVideo } from './helpApi';

// The player loads only when someone asks for help.
const HelpVideoPlayer = lazy(() =>
  import('./HelpVideoPlayer').then((module) => ({ default: module.HelpVideoPlayer })),
);

const NO_HELP = 'No help for this page yet';

/**
 * Without a video for the page (issue 37: the button was disabled), the button opens a small note that says so and
 * where help is: the manuals and the other pages' videos. Escape or a click elsewhere closes it.
 */
function NoHelpButton() {
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          radius="xl"
          onClick={() => setOpened((open) => !open)}
          // The note closes on Escape once the focus is in it; pressed before, the key reaches the button.
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpened(false);
          }}
          aria-label={NO_HELP}
          aria-expanded={opened}
          aria-haspopup="dialog"
          fw={700}
        >
          ?
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 16px)" w={300}>
        <Stack gap="xs">
          <Text fw={600}>{NO_HELP}</Text>
          <Text size="sm">The manuals explain the app, and other pages may have a help video.</Text>
          <Group gap="md">
            <RouteAnchor to="/manuals" size="sm">
              Manuals
            </RouteAnchor>
            <RouteAnchor to="/help" size="sm">
              All help videos
            </RouteAnchor>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * "Help for this page" in the after-login header (issue 14, SPEC §9): asks getCurrentVideo for the page's first
 * path segment and the viewer's role, and plays the video in a modal; without one it says so when pressed.
 */
export function HelpButton() {
  const { pathname } = useLocation();
  const session = useSession();
  const current = useCurrentHelpVideo(firstPathSegment(pathname), helpRoleOf(session.role));
  const video = current.data;
  // While the page's video is looked up the button waits, so that a press is not answered "no help" for a page
  // that has some (the look-up starts again when the page or the signed-in role changes).
  if (current.isPending) {
    return (
      <ActionIcon
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label="Looking for help for this page"
        loading
      />
    );
  }
  // Keyed by the page: following a link from the note closes it.
  if (!video) return <NoHelpButton key={pathname} />;

  const play = () =>
    openModal({
      title: video.title,
      size: 'xl',
      render: () => (
        <Suspense fallback={null}>
          <HelpVideoPlayer video={video} />
        </Suspense>
      ),
    });

  return (
    <Tooltip label="Help for this page">
      <ActionIcon
        variant="subtle"
        size="lg"
        radius="xl"
        onClick={play}
        aria-label="Help for this page"
        fw={700}
      >
        ?
      </ActionIcon>
    </Tooltip>
  );
}
