import { Box, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PanelIcon } from '../../components/icons';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { useSession } from '../../platform/session';
import { useNow } from '../courses/useNow';
import { CalendarView } from './CalendarView';
import { useControlPanel } from './calendarQueries';
import { panelEntries } from './panelEntries';
import { TodayEntries } from './TodayEntries';
import { UpcomingEntries } from './UpcomingEntries';

/** About the height of the calendar's month or list, kept for it until it is drawn. */
const CALENDAR_HEIGHT = 480;

function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={18} width="40%" />
      <Skeleton height={18} width="85%" />
      <Skeleton height={18} width="70%" />
    </Stack>
  );
}

/**
 * The calendar once its section comes near the screen: FullCalendar's first render is one long task (446 ms on
 * Lighthouse's phone), and the section sits below the lists. Until then a block of about its height keeps its place.
 */
function CalendarWhenNear({ userId, now }: { userId: string; now: number }) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '200px 0px' });
  const [near, setNear] = useState(false);
  if (entry?.isIntersecting && !near) setNear(true);
  if (near) return <CalendarView userId={userId} now={now} />;
  return (
    <Box ref={ref} mih={CALENDAR_HEIGHT}>
      <LoadingSpinner label="Loading the calendar..." />
    </Box>
  );
}

/**
 * Today's and coming items from the control-panel list, with its loading, empty and error states, and the
 * calendar below them. While the list loads only Today's section is drawn: what comes after it is added once the
 * list is in, so nothing drawn moves as the lists take their height (issue 40: a 0.5 layout shift).
 */
function PanelContent({ userId, now }: { userId: string; now: number }) {
  const panel = useControlPanel(userId);
  const entries = useMemo(() => (panel.data ? panelEntries(panel.data) : []), [panel.data]);
  const calendar = (
    <PanelSection title="Calendar">
      <CalendarWhenNear userId={userId} now={now} />
    </PanelSection>
  );

  if (panel.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PanelSection title="Today">
          <ListSkeleton label="Loading today's items" />
        </PanelSection>
      </SimpleGrid>
    );
  }
  if (panel.isError) {
    return (
      <>
        <ErrorState
          title="Your control panel could not be loaded"
          error={panel.error}
          onRetry={() => void panel.refetch()}
        />
        {calendar}
      </>
    );
  }
  if (panel.data.length === 0) {
    return (
      <>
        <PanelSection title="Your courses">
          <EmptyState title="You are not in any course yet" icon={<PanelIcon />}>
            Once you teach or take a course, its lectures, tests, tasks and meetings show up here and on the
            calendar.
          </EmptyState>
          <Button component={Link} to="/dashboard" variant="light" display="block" mx="auto" w="fit-content">
            Go to the dashboard
          </Button>
        </PanelSection>
        {calendar}
      </>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PanelSection title="Today">
          <TodayEntries entries={entries} now={now} />
        </PanelSection>
        <PanelSection title="Coming up">
          <UpcomingEntries entries={entries} now={now} />
        </PanelSection>
      </SimpleGrid>
      {calendar}
    </>
  );
}

/**
 * /control_panel (teacher) and /control_panel_student (student), SPEC §2: today's items (SPEC §4 today's list),
 * what comes in the next 14 days with its button state, and the calendar in the SPEC §4 colours.
 */
export default function ControlPanelPage() {
  const { userId } = useSession();
  const now = useNow();
  if (!userId) return null;
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Control panel
        </Title>
        <Text c="dimmed">What is on today, what comes next, and your calendar across all your courses.</Text>
      </Stack>
      <PanelContent userId={userId} now={now} />
    </Stack>
  );
}
