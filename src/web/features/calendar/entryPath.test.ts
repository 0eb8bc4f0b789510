import { describe, expect, it } from 'vitest';
import type { CalendarCategory } from '../../../core/itemKinds';
import type { CalendarEntry } from '../../../core/schemas/calendar';
import { calendarEntryPath } from './entryPath';

const entry = (category: CalendarCategory, link: string): CalendarEntry => ({
  _id: 'i1',
  name: 'Week 3',
  description: '',
  category,
  startTime: '2026-03-11T09:00:00.000Z',
  endTime: '2026-03-11T10:00:00.000Z',
  duration: 60,
  startedLive: false,
  courseId: 'c1',
  courseName: 'Algebra',
  link,
});

// Issue 37: "Calendar entries open the course, not the item".
describe('the page a calendar event opens', () => {
  it.each([
    ['lecture', '/editcourse/c1', '/editlecture/c1/i1'],
    ['test', '/editcourse/c1', '/edittest/c1/i1'],
    ['TeamMeeting', '/editcourse/c1', '/editteammeeting/c1/i1'],
    ['assignment', '/viewcourse/c1', '/viewassignment/c1/i1'],
    ['lecture', '/viewcourse/c1', '/waitlecture/c1/i1'],
    ['test', '/viewcourse/c1', '/submitOfflineTest/c1/i1'],
    ['discussion', '/viewcourse/c1', '/joindiscussion/c1/i1'],
    // No student page of its own: the course page, where the item is.
    ['consult', '/viewcourse/c1', '/viewcourse/c1'],
  ] as const)('a %s linked to %s opens %s', (category, link, path) => {
    expect(calendarEntryPath(entry(category, link))).toBe(path);
  });
});
