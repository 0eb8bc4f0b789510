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
    ['/MCQLecture/u1', true],
    ['/selflearninglist/c1', true],
    ['/viewassignment/c1/a1', true],
    ['/assessmentproject/s1', true],
    ['/library', true],
    ['/mail', true],
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

  it('opens the same entry for addresses that differ only in their ids', () => {
    const course = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f';
    expect(routeOfPath(`/editlecture/${course}/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d`)?.pattern).toBe(
      '/editlecture/:courseId/:lecturesId',
    );
    expect(routeOfPath(`/editlecture/${course}/9e0f1a2b-3c4d-4a6b-8c7d-0a1b2c3d4e5f`)?.pattern).toBe(
      '/editlecture/:courseId/:lecturesId',
    );
    expect(routeOfPath(`/viewcourse/${course}`)?.pattern).toBe('/viewcourse/:courseId');
    expect(routeOfPath(`/viewcourse/${course}/extra`)).toBeNull();
  });
});
