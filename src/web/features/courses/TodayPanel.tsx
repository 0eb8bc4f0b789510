import { ColorSwatch, Group, Skeleton, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { calendarColour } from '../../../core/rules/calendarColour';
import { formatLongDate } from '../../../core/rules/dateFormat';
import { ErrorState } from '../../components/PageStates';
import { RouteAnchor } from '../../components/RouteLink';
import { useSession } from '../../platform/session';
import { type TodayEntry, todayEntries } from './courseItemsView';
import { coursePagePath } from './courseLinks';
import { useMyCoursesWithItems } from './courseQueries';
import { formatDateTime } from './itemDates';
import { useNow } from './useNow';
import { WorkBadge, WorkTallyLine } from './WorkBadge';

/** When a today entry runs, as short as it can be said: times for today, the end date for longer ones. */
function whenToday(entry: TodayEntry, now: number): string {
  const start = dayjs(entry.startTime);
  const end = dayjs(entry.endTime);
  if (start.isSame(now, 'day') && end.isSame(now, 'day'))
    return `${start.format('h:mm A')} – ${end.format('h:mm A')}`;
  if (start.isSame(now, 'day'))
    return `From ${start.format('h:mm A')} until ${formatDateTime(entry.endTime)}`;
  return `Until ${formatDateTime(entry.endTime)}`;
}

function TodayDate({ now }: { now: number }) {
  return (
    <Text fw={600} component="p">
      {formatLongDate(now)}
    </Text>
  );
}

/** Today's list while it loads: the date, which is known, and two lines for the items to come. */
export function TodaySkeleton() {
  const now = useNow();
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading today's items">
      <TodayDate now={now} />
      <Skeleton height={18} width="80%" />
      <Skeleton height={18} width="60%" />
    </Stack>
  );
}

/**
 * SPEC §4 today's list on the dashboard: today's items across the user's courses, each with the student's state on
 * it or the teacher's tally (issue 37); an empty day shows the date.
 */
export function TodayPanel({ userId }: { userId: string }) {
  const session = useSession();
  const now = useNow();
  const courses = useMyCoursesWithItems(userId);

  const date = <TodayDate now={now} />;
  if (courses.isPending) return <TodaySkeleton />;
  if (courses.isError) return <ErrorState error={courses.error} onRetry={() => void courses.refetch()} />;

  const entries = todayEntries(courses.data, now);
  return (
    <Stack gap="sm">
      {date}
      {entries.length > 0 && (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <Group component="li" key={entry.item._id} gap="sm" wrap="nowrap" align="flex-start">
              <ColorSwatch
                color={calendarColour(entry.category, entry.endTime, now)}
                size={14}
                mt={4}
                aria-hidden="true"
                style={{ flexShrink: 0 }}
              />
              <Stack gap={0} miw={0}>
                <RouteAnchor to={coursePagePath(session, entry.course._id)} fw={500}>
                  {entry.item.title}
                </RouteAnchor>
                <Text size="sm" c="dimmed">
                  {ITEM_KIND_DEFINITIONS[entry.item.kind].labels.one} · {entry.course.name} ·{' '}
                  {whenToday(entry, now)}
                </Text>
                {entry.item.tally && <WorkTallyLine tally={entry.item.tally} />}
                {entry.item.work && (
                  <Group mt={4}>
                    <WorkBadge work={entry.item.work} />
                  </Group>
                )}
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
