import { describe, expect, it } from 'vitest';
import { isDebugMode } from './debugMode';

// SPEC §1: "Debug mode is on when the page address contains localhost, or when the page is loaded from a local file".
describe('isDebugMode (SPEC §1)', () => {
  it.each([
    ['http://localhost:3000/login', 'http:', true],
    ['https://lms.localhost/dashboard', 'https:', true],
    ['https://school.example.com/?next=localhost', 'https:', true],
    ['file:///android_asset/www/index.html#/login', 'file:', true],
    ['https://school.example.com/login', 'https:', false],
    ['http://127.0.0.1:3000/', 'http:', false],
  ])('%s is debug: %s', (href, protocol, debug) => {
    expect(isDebugMode({ href, protocol })).toBe(debug);
  });
});
