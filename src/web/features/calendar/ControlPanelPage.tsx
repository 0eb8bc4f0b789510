import { Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PanelIcon } from '../../components/icons';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { useSession } from '../../platform/session';
import { useNow } from '../courses/useNow';
import { CalendarView } from './CalendarView';
import { useControlPanel } from './calendarQueries';
import { panelEntries } from './panelEntries';
import { TodayEntries } from './TodayEntries';
import { UpcomingEntries } from './UpcomingEntries';

function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={18} width="40%" />
      <Skeleton height={18} width="85%" />
      <Skeleton height={18} width="70%" />
    </Stack>
  );
}

/** Today's and coming items from the control-panel list, with its loading, empty and error states. */
function PanelLists({ userId, now }: { userId: string; now: number }) {
  const panel = useControlPanel(userId);
  const entries = useMemo(() => (panel.data ? panelEntries(panel.data) : []), [panel.data]);

  if (panel.isError) {
    return (
      <ErrorState
        title="Your control panel could not be loaded"
        error={panel.error}
        onRetry={() => void panel.refetch()}
      />
    );
  }
  if (panel.data?.length === 0) {
    return (
      <PanelSection title="Your courses">
        <EmptyState title="You are not in any course yet" icon={<PanelIcon />}>
          Once you teach or take a course, its lectures, tests, tasks and meetings show up here and on the
          calendar.
        </EmptyState>
        <Button component={Link} to="/dashboard" variant="light" display="block" mx="auto" w="fit-content">
          Go to the dashboard
        </Button>
      </PanelSection>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <PanelSection title="Today">
        {panel.isPending ? (
          <ListSkeleton label="Loading today's items" />
        ) : (
          <TodayEntries entries={entries} now={now} />
        )}
      </PanelSection>
      <PanelSection title="Coming up">
        {panel.isPending ? (
          <ListSkeleton label="Loading the coming items" />
        ) : (
          <UpcomingEntries entries={entries} now={now} />
        )}
      </PanelSection>
    </SimpleGrid>
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
      <PanelLists userId={userId} now={now} />
      <PanelSection title="Calendar">
        <CalendarView userId={userId} now={now} />
      </PanelSection>
    </Stack>
  );
}
