import type { DatesSetArg, EventClickArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
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
const COMPACT_VIEW = 'listWeek';

/**
 * The month, week and list calendar of the user's entries (the FullCalendar chunk: loaded only by the pages that
 * show it). Events are links to their course page, opened inside the app; the keyboard reaches each of them.
 */
export default function EntryCalendar({ entries, now, compact, onRangeChange }: EntryCalendarProps) {
  const navigate = useNavigate();
  const calendar = useRef<FullCalendar>(null);
  const events = useMemo(() => toCalendarEvents(entries, now), [entries, now]);

  useEffect(() => {
    calendar.current?.getApi().changeView(compact ? COMPACT_VIEW : WIDE_VIEW);
  }, [compact]);

  const open = (click: EventClickArg) => {
    if (!click.event.url) return;
    click.jsEvent.preventDefault();
    navigate(click.event.url);
  };
  const reportRange = (dates: DatesSetArg) =>
    onRangeChange({ from: dates.start.toISOString(), to: dates.end.toISOString() });

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
        height="auto"
        nowIndicator
        scrollTime="08:00:00"
        eventDisplay="block"
        // Every event stays in its day: FullCalendar's "+n more" link carries ARIA its role does not allow.
        dayMaxEvents={false}
        noEventsContent="Nothing is scheduled in this period."
        eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
      />
    </Box>
  );
}
