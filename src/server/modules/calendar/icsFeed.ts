import ical from 'ical-generator';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { personName } from '../../../core/rules/personName';
import { htmlToPlainText } from '../../text/plainText';
import type { CalendarItem } from './calendarItems';

/** How often calendar apps are asked to fetch the feed again (X-PUBLISHED-TTL, REFRESH-INTERVAL). */
export const FEED_REFRESH_SECONDS = 60 * 60;

export interface FeedOwner {
  username: string;
  fullName: string;
}

function description(calendarItem: CalendarItem, pageUrl: string): string {
  const text = htmlToPlainText(calendarItem.item.description);
  return [`Course: ${calendarItem.courseName}`, text, pageUrl].filter(Boolean).join('\n\n');
}

/**
 * A user's items as an RFC 5545 calendar. Each event's UID is the item's id at the site's host, so a calendar
 * app updates the same event when the item changes instead of adding another; times are UTC.
 */
export function buildIcsFeed(owner: FeedOwner, items: readonly CalendarItem[], publicUrl: string): string {
  const host = new URL(publicUrl).host;
  const calendar = ical({
    name: `LMS — ${personName(owner)}`,
    prodId: { company: host, product: 'LMS calendar', language: 'EN' },
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const calendarItem of items) {
    const { item, category, link } = calendarItem;
    const pageUrl = `${publicUrl}${link}`;
    calendar.createEvent({
      id: `${item.id}@${host}`,
      summary: `${ITEM_KIND_DEFINITIONS[item.kind].labels.one}: ${item.title}`,
      description: description(calendarItem, pageUrl),
      start: item.startAt,
      end: item.endAt,
      created: item.createdAt,
      lastModified: item.updatedAt,
      stamp: item.updatedAt,
      categories: [{ name: category }],
      url: pageUrl,
    });
  }
  return calendar.toString();
}
