import {
  Accordion,
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatLongDate } from '../../../core/rules/dateFormat';
import { queryKeys } from '../../api/queryKeys';
import { confirm } from '../../components/ConfirmDialog';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { renewCalendarFeed } from './calendarApi';
import { useCalendarFeed } from './calendarQueries';

/** The same address for apps that open calendar subscriptions from a link. */
export const webcalAddress = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

function FeedAddress({ url }: { url: string }) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Your calendar address"
        description="Anyone who has this address can see your schedule. Keep it to yourself."
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: '1 1 18rem' }}
      />
      <CopyButton value={url} timeout={2000}>
        {({ copied, copy }) => (
          <Button size="md" onClick={copy} color={copied ? 'teal' : undefined} aria-live="polite">
            {copied ? 'Copied' : 'Copy address'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function Instructions({ url }: { url: string }) {
  return (
    <Accordion variant="separated" defaultValue="google">
      <Accordion.Item value="google">
        <Accordion.Control>Google Calendar</Accordion.Control>
        <Accordion.Panel>
          <List type="ordered" spacing={4} size="sm">
            <List.Item>Copy the address above.</List.Item>
            <List.Item>
              Open Google Calendar on a computer. Next to “Other calendars”, choose “+”, then “From URL”.
            </List.Item>
            <List.Item>Paste the address and choose “Add calendar”.</List.Item>
          </List>
          <Text size="sm" c="dimmed" mt="xs">
            Google checks subscribed calendars every few hours, so a change can take that long to show there.
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="outlook">
        <Accordion.Control>Outlook</Accordion.Control>
        <Accordion.Panel>
          <List type="ordered" spacing={4} size="sm">
            <List.Item>Copy the address above.</List.Item>
            <List.Item>In Outlook's calendar choose “Add calendar”, then “Subscribe from web”.</List.Item>
            <List.Item>Paste the address, give the calendar a name and choose “Import”.</List.Item>
          </List>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="other">
        <Accordion.Control>Apple Calendar and other apps</Accordion.Control>
        <Accordion.Panel>
          <Text size="sm">
            <Anchor href={webcalAddress(url)}>Open the address in your calendar app</Anchor>, or add a
            calendar subscription there and paste the address.
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/**
 * Subscribing from Google Calendar or Outlook: the secret iCalendar address with a copy button, how to add it,
 * a webcal:// link, and renewing the address (the old one stops working) after a confirmation.
 */
export function FeedSubscription({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const feed = useCalendarFeed(userId);
  const renew = useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (reply) => {
      queryClient.setQueryData(queryKeys.calendarFeed(userId), reply);
      toast(reply.msg, { tone: 'success', title: 'Address renewed' });
    },
    onError: (error) => toast(errorMessage(error), { tone: 'error', title: 'The address was not renewed' }),
  });

  const askToRenew = async () => {
    const answer = await confirm({
      title: 'Renew your calendar address?',
      message:
        'The current address stops working at once: calendars subscribed to it stop updating. ' +
        'Do this if the address was shared by mistake, then subscribe again with the new one.',
      confirmLabel: 'Renew address',
      danger: true,
    });
    if (answer.code === 0) renew.mutate();
  };

  if (feed.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading your calendar address">
        <Skeleton height={16} width="30%" />
        <Skeleton height={42} />
      </Stack>
    );
  }
  if (feed.isError) {
    return (
      <ErrorState
        title="Your calendar address could not be loaded"
        error={feed.error}
        onRetry={() => void feed.refetch()}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text>
        Add your lectures, tests, tasks and meetings to the calendar app you already use. It keeps itself up
        to date from this address.
      </Text>
      <FeedAddress url={feed.data.url} />
      <Group gap="sm">
        <Button component="a" href={webcalAddress(feed.data.url)} variant="light">
          Subscribe with webcal://
        </Button>
      </Group>
      <Instructions url={feed.data.url} />
      <Alert color="gray" title="Address shared by mistake?">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Renew it: the current address stops working and you get a new one. Issued{' '}
            {formatLongDate(feed.data.renewedAt)}.
          </Text>
          <Button variant="default" color="red" onClick={() => void askToRenew()} loading={renew.isPending}>
            Renew address
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
