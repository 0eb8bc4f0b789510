import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userSchema } from '../../core/schemas/users';
import { memoryStorage } from './fixtures/memoryStorage';
import { storedUser as user } from './fixtures/storedUser';
import {
  asStoredUser,
  clearAccountKeys,
  STORAGE_KEYS,
  saveSession,
  storage,
  subscribeStorage,
} from './storage';

let local: Storage;
beforeEach(() => {
  local = memoryStorage();
  vi.stubGlobal('localStorage', local);
});
afterEach(() => vi.unstubAllGlobals());

describe('SPEC §3 stored keys', () => {
  it('uses the key names of SPEC §3', () => {
    expect(STORAGE_KEYS).toMatchObject({
      accessToken: 'Accounts.accessToken',
      refreshToken: 'Accounts.refreshToken',
      userId: 'Accounts.userId',
      user: 'Accounts.user',
      resetToken: 'Accounts.token',
      lastLogin: 'lastLogin',
      changeMode: 'changeMode',
      notifyTime: 'notifyTime',
      notifySound: 'notifySound',
      lastSession: 'lastSession',
      chatRoute: 'chatRoute',
      currentCourse: 'currentCourse',
      backCode: 'backCode',
      saveFile: 'saveFile',
    });
  });

  it('stores a session and clears exactly the four account keys on logout (SPEC §4)', () => {
    saveSession({ accessToken: 'a', refreshToken: 'r', userId: 'u1', user: { ...user } });
    storage.resetToken.set('reset');
    storage.changeMode.set('true');
    storage.deviceToken.set('device');
    expect(storage.user.get()).toEqual(user);
    clearAccountKeys();
    expect([
      storage.accessToken.get(),
      storage.refreshToken.get(),
      storage.userId.get(),
      storage.user.get(),
    ]).toEqual([null, null, null, null]);
    expect(storage.resetToken.get()).toBe('reset');
    expect(storage.changeMode.get()).toBe('true');
    // The device token outlives logout: it lets this browser's next sign-in through others' failures.
    expect(storage.deviceToken.get()).toBe('device');
  });

  it('keeps lastLogin as {userId, time} and refuses other shapes', () => {
    storage.lastLogin.set({ userId: 'u1', time: 1767225600000 });
    expect(JSON.parse(local.getItem('lastLogin') ?? '')).toEqual({ userId: 'u1', time: 1767225600000 });
    local.setItem('lastLogin', '{"userId":"u1"}');
    expect(storage.lastLogin.get()).toBeNull();
    local.setItem('lastLogin', 'not json');
    expect(storage.lastLogin.get()).toBeNull();
  });

  it.each([
    ['5', 5],
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['"7"', null],
  ])('notifyTime %s reads %j', (raw, expected) => {
    local.setItem('notifyTime', raw);
    expect(storage.notifyTime.get()).toBe(expected);
  });

  it('tells subscribers about every write', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStorage(listener);
    storage.changeMode.set('false');
    storage.notifySound.set(true);
    unsubscribe();
    storage.changeMode.set('true');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('asStoredUser agrees with userSchema', () => {
  it.each([
    ['a valid user', user],
    ['a teacher admin', { ...user, role: 'teacher', isAdmin: true }],
    ['another role', { ...user, role: 'parent' }],
    ['a missing field', { ...user, email: undefined }],
    ['a number for a text', { ...user, phone: 12345 }],
    ['text for a flag', { ...user, isAdmin: 'false' }],
    ['a teacher waiting for approval', { ...user, role: 'teacher', teacherApproval: 'pending' }],
    ['an unknown approval', { ...user, teacherApproval: 'maybe' }],
    ['no approval (stored before approvals existed)', { ...user, teacherApproval: undefined }],
    ['a list', [user]],
    ['null', null],
  ])('%s', (_label, value) => {
    expect(asStoredUser(value) !== null).toBe(userSchema.safeParse(value).success);
  });
});
