import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './fixtures/memoryStorage';
import { storedUser } from './fixtures/storedUser';
import { sessionSnapshot } from './session';
import { clearAccountKeys, saveSession } from './storage';

const user = { ...storedUser, role: 'teacher' } as const;

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

// Every page reads the session; a new snapshot draws all of them again at once (issue 13).
describe('the session the pages see', () => {
  it('stays the same when a renewal (SPEC §4) brings new tokens for the same user', () => {
    saveSession({ accessToken: 'a1', refreshToken: 'r1', userId: 'u1', user });
    const before = sessionSnapshot();
    saveSession({ accessToken: 'a2', refreshToken: 'r2', userId: 'u1', user });
    expect(sessionSnapshot()).toBe(before);
    expect(before).toMatchObject({ signedIn: true, userId: 'u1', role: 'teacher' });
  });

  it('changes when the user changes, and when the session ends', () => {
    saveSession({ accessToken: 'a1', refreshToken: 'r1', userId: 'u1', user });
    const before = sessionSnapshot();
    saveSession({
      accessToken: 'a2',
      refreshToken: 'r2',
      userId: 'u1',
      user: { ...user, fullName: 'Ann Bell' },
    });
    const renamed = sessionSnapshot();
    expect(renamed).not.toBe(before);
    expect(renamed.user?.fullName).toBe('Ann Bell');
    clearAccountKeys();
    expect(sessionSnapshot()).toMatchObject({ signedIn: false, userId: null, user: null });
  });
});
