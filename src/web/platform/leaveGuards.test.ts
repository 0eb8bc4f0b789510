import { describe, expect, it, vi } from 'vitest';
import { askToLeave, holdLeaving, leaveHeld } from './leaveGuards';

/** A page with unsaved changes that holds the app on /edit, and answers the question as told. */
function editPage(answer: () => Promise<boolean>) {
  const ask = vi.fn(answer);
  const release = holdLeaving({ holds: (from, to) => from === '/edit' && to !== '/edit', ask });
  return { ask, release };
}

describe('leaving a page with unsaved changes', () => {
  it('lets every navigation go while no page holds the app', async () => {
    expect(leaveHeld('/edit', '/list')).toBe(false);
    await expect(askToLeave('/edit', '/list')).resolves.toBe(true);
  });

  it('asks the page that holds the app, and goes only if the person says so', async () => {
    let leave = false;
    const page = editPage(async () => leave);
    expect(leaveHeld('/edit', '/list')).toBe(true);
    // Another address of the page itself (a tab in the query) is not leaving.
    expect(leaveHeld('/edit', '/edit')).toBe(false);
    await expect(askToLeave('/edit', '/list')).resolves.toBe(false);
    leave = true;
    await expect(askToLeave('/edit', '/list')).resolves.toBe(true);
    expect(page.ask).toHaveBeenCalledTimes(2);
    page.release();
  });

  it('asks once while the question is open: a second navigation meanwhile is dropped', async () => {
    let answer: (leave: boolean) => void = () => undefined;
    const page = editPage(() => new Promise((resolve) => (answer = resolve)));
    const first = askToLeave('/edit', '/list');
    await expect(askToLeave('/edit', '/dashboard')).resolves.toBe(false);
    answer(true);
    await expect(first).resolves.toBe(true);
    expect(page.ask).toHaveBeenCalledTimes(1);
    page.release();
  });

  it('holds nothing once the page lets go (saved, or gone)', () => {
    editPage(async () => false).release();
    expect(leaveHeld('/edit', '/list')).toBe(false);
  });
});
