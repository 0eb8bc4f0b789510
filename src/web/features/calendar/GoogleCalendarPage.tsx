import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CalendarIcon } from '../../components/icons';
import { PanelSection } from '../../components/PanelSection';
import { useSession } from '../../platform/session';
import { useNow } from '../courses/useNow';
import './calendarSheets';
import { CalendarView } from './CalendarView';
import { FeedSubscription } from './FeedSubscription';

/** Signed out: what the calendar does, and the way in. */
function CalendarIntro() {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light">
            <CalendarIcon size={24} />
          </ThemeIcon>
          <Title order={1} size="h2">
            Your course calendar, in your own calendar app
          </Title>
        </Group>
        <Text>
          Every lecture, test, exam, assignment, project, lab, discussion, consult and team meeting of your
          courses is on one calendar, coloured by kind. Subscribe to it from Google Calendar, Outlook or Apple
          Calendar and it keeps itself up to date.
        </Text>
        <List spacing={4}>
          <List.Item>Month, week and list views, on a phone as well as a computer.</List.Item>
          <List.Item>A private address only you know, which you can renew at any time.</List.Item>
          <List.Item>Each event opens its lecture, test or assignment in the app.</List.Item>
        </List>
        <Group gap="sm">
          <Button component={Link} to="/login">
            Sign in to see your calendar
          </Button>
          <Button component={Link} to="/register" variant="light">
            Create an account
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function SignedInCalendar({ userId }: { userId: string }) {
  const now = useNow();
  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1} size="h2">
        Calendar
      </Title>
      <PanelSection title="Your calendar">
        <CalendarView userId={userId} now={now} />
      </PanelSection>
      <PanelSection title="Subscribe in Google Calendar / Outlook">
        <FeedSubscription userId={userId} />
      </PanelSection>
    </Stack>
  );
}

/** /google (public, SPEC §2 calendar page): the calendar and its subscription when signed in, else what it is. */
export default function GoogleCalendarPage() {
  const { userId } = useSession();
  return userId ? <SignedInCalendar userId={userId} /> : <CalendarIntro />;
}
