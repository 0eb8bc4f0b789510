import type { DatesSetArg, DayCellMountArg, EventClickArg, MoreLinkMountArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { calendarDayKey } from '../../../core/rules/dateFormat';
import type { CalendarEntry, CalendarRange } from '../../../core/schemas/calendar';
import { toCalendarEvents } from './calendarEvents';
import classes from './EntryCalendar.module.css';

export interface EntryCalendarProps {
  entries: readonly CalendarEntry[];
  now: number;
  /** A phone-sized screen: the list view, with the toolbar split over two rows. */
  compact: boolean;
  onRangeChange(range: Required<CalendarRange>): void;
}

const WIDE_VIEW = 'dayGridMonth';
/** Where a day's hours open (issue 37: the week view opened at midnight): the start of the working day. */
const WORKDAY_START = '08:00:00';
/**
 * The hours' height in the week and day views: a fixed one, so that they scroll within it to the working day. At
 * its natural height the grid has no scroll of its own and opens at midnight.
 */
const TIMED_HEIGHT = 640;
const COMPACT_VIEW = 'listWeek';
/** Events a month's day shows before '+N more' (the link takes the last place). */
const DAY_MAX_EVENTS = 3;

/**
 * FullCalendar marks its '+N more' anchor (no href) with aria-expanded and an empty aria-controls, for a popover
 * it never opens here: the link zooms to the day's list instead. It is a link to that list, so it says so.
 */
function describeMoreLink({ el }: MoreLinkMountArg) {
  el.setAttribute('role', 'link');
  el.removeAttribute('aria-expanded');
  el.removeAttribute('aria-controls');
}

/**
 * FullCalendar names a month's day cell by its date alone (aria-labelledby), while the cell shows its events too: a
 * person who speaks to their computer names what they see. The cell's name comes from what it shows; the date
 * describes it.
 */
function describeDayCell({ el }: DayCellMountArg) {
  const dateId = el.getAttribute('aria-labelledby');
  if (!dateId) return;
  el.removeAttribute('aria-labelledby');
  el.setAttribute('aria-describedby', dateId);
}

/**
 * The month, week and list calendar of the user's entries (the FullCalendar chunk: loaded only by the pages that
 * show it). Events are links to the item's own page for the viewer (entryPath.ts), opened inside the app; the keyboard reaches each of them. A
 * full day of the month shows '+N more', which opens that day's list; a list shows an entry over several days
 * once, with its dates.
 */
export default function EntryCalendar({ entries, now, compact, onRangeChange }: EntryCalendarProps) {
  const navigate = useNavigate();
  const calendar = useRef<FullCalendar>(null);
  // The first day a list view shows; null in the month and week grids.
  const [listFrom, setListFrom] = useState<string | null>(null);
  const [timed, setTimed] = useState(false);
  const events = useMemo(() => toCalendarEvents(entries, now, listFrom), [entries, now, listFrom]);

  useEffect(() => {
    calendar.current?.getApi().changeView(compact ? COMPACT_VIEW : WIDE_VIEW);
  }, [compact]);
  // FullCalendar scrolls to scrollTime when a view opens, before the height below has been given to it.
  useEffect(() => {
    if (timed) calendar.current?.getApi().scrollToTime(WORKDAY_START);
  }, [timed]);

  const open = (click: EventClickArg) => {
    if (!click.event.url) return;
    click.jsEvent.preventDefault();
    navigate(click.event.url);
  };
  const reportRange = (dates: DatesSetArg) => {
    setListFrom(dates.view.type.startsWith('list') ? calendarDayKey(dates.start) : null);
    setTimed(dates.view.type.startsWith('timeGrid'));
    onRangeChange({ from: dates.start.toISOString(), to: dates.end.toISOString() });
  };

  return (
    <Box className={classes.calendar}>
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
        initialView={compact ? COMPACT_VIEW : WIDE_VIEW}
        headerToolbar={
          compact
            ? { start: 'title', end: 'prev,next' }
            : { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,listWeek' }
        }
        footerToolbar={compact ? { start: 'today', end: 'listWeek,dayGridMonth' } : false}
        // Words, not FullCalendar's chevron icons, which it marks up as images without a text alternative.
        buttonText={{
          prev: 'Previous',
          next: 'Next',
          today: 'Today',
          month: 'Month',
          week: 'Week',
          list: 'List',
        }}
        buttonHints={{ prev: 'Previous $0', next: 'Next $0', today: 'This $0' }}
        events={events}
        eventClick={open}
        datesSet={reportRange}
        height={timed ? TIMED_HEIGHT : 'auto'}
        nowIndicator
        scrollTime={WORKDAY_START}
        eventDisplay="block"
        dayMaxEvents={DAY_MAX_EVENTS}
        moreLinkClick="listDay"
        moreLinkDidMount={describeMoreLink}
        dayCellDidMount={describeDayCell}
        views={{ list: { allDayText: 'Several days' } }}
        noEventsContent="Nothing is scheduled in this period."
        eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
      />
    </Box>
  );
}
