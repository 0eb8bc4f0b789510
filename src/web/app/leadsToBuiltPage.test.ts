import { describe, expect, it } from 'vitest';
import { leadsToBuiltPage, routeOfPath } from './routes';

// The route table is the one place that knows which SPEC §2 routes have a page yet; links ask it.
describe('leadsToBuiltPage: which in-app addresses open a page that is built', () => {
  it.each([
    ['/dashboard', true],
    ['/viewcourse/c1', true],
    ['/editcourse/c1', true],
    ['/personalchat/c1/all', true],
    ['/control_panel_student', true],
    ['/google', true],
    ['/waitlecture/c1/l1', true],
    ['/ZoomMeeting/l1', true],
    ['/vocationalqualifications', false],
    ['/viewassignment/c1/a1', true],
    ['/assessmentproject/s1', true],
    ['/library', true],
    ['/mail', false],
    ['/help', true],
    ['/no/such/page', false],
    ['/viewcourse/c1?tab=members#top', true],
  ])('%s → %s', (path, built) => {
    expect(leadsToBuiltPage(path)).toBe(built);
  });

  it('ranks routes as the router does: a static segment before a parameter', () => {
    expect(routeOfPath('/evaluate/test')?.pattern).toBe('/evaluate/test');
    expect(routeOfPath('/discussionstatus/c1/d1/a1')?.pattern).toBe(
      '/discussionstatus/:courseId/:discussionId/:attendanceId',
    );
    expect(routeOfPath('/file_viewer')?.pattern).toBe('/file_viewer/:fileName');
  });
});
