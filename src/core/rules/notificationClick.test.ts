import { describe, expect, it } from 'vitest';
import { type NotificationClick, notificationClick } from './notificationClick';

// SPEC §4 "Notification click".
describe('notificationClick (SPEC §4 notification click)', () => {
  const on = (pathname: string, search = '') => ({ pathname, search });
  const cases: Array<[string, string, ReturnType<typeof on>, NotificationClick]> = [
    ['a link to the page on screen is removed', '/viewcourse/c1', on('/viewcourse/c1'), { action: 'remove' }],
    [
      'a trailing slash does not make another page',
      '/viewcourse/c1/',
      on('/viewcourse/c1'),
      { action: 'remove' },
    ],
    [
      'the page with more query values is still the linked page',
      '/personalchat/c1/g1',
      on('/personalchat/c1/g1', '?from=menu'),
      { action: 'remove' },
    ],
    [
      'a link whose query differs is another page',
      '/viewcourse/c1?tab=tests',
      on('/viewcourse/c1', '?tab=labs'),
      { action: 'open', path: '/viewcourse/c1?tab=tests' },
    ],
    [
      'another page is opened',
      '/viewassignment/c1/a1',
      on('/dashboard'),
      { action: 'open', path: '/viewassignment/c1/a1' },
    ],
    ['an empty link is only marked read', '', on('/dashboard'), { action: 'markRead' }],
    ['a script link is never followed', 'javascript:alert(1)', on('/dashboard'), { action: 'markRead' }],
    [
      'another site is never followed',
      'https://elsewhere.example/x',
      on('/dashboard'),
      { action: 'markRead' },
    ],
    [
      'a protocol-relative address is never followed',
      '//elsewhere.example/x',
      on('/dashboard'),
      { action: 'markRead' },
    ],
    ['a backslash trick is never followed', '/\\elsewhere.example', on('/dashboard'), { action: 'markRead' }],
    [
      'dot segments resolve inside the app',
      '/a/../dashboard',
      on('/viewcourse/c1'),
      { action: 'open', path: '/dashboard' },
    ],
  ];
  it.each(cases)('%s', (_name, link, current, expected) => {
    expect(notificationClick(link, current)).toEqual(expected);
  });
});
