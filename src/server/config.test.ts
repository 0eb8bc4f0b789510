import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { TOKEN_SECRET: 'a-secret-of-at-least-thirty-two-characters', DATA_DIR: '/tmp/lms-config-test' };

describe('CONNECT_ORIGINS', () => {
  it('is empty when unset', () => {
    expect(loadConfig(base).connectOrigins).toEqual([]);
  });

  it('reads a comma-separated list of origins', () => {
    const config = loadConfig({
      ...base,
      CONNECT_ORIGINS: ' wss://live.school.example , https://files.school.example:8443/ ,',
    });
    expect(config.connectOrigins).toEqual(['wss://live.school.example', 'https://files.school.example:8443']);
  });

  it.each([
    ['a bare word', 'everything'],
    ['a scheme alone', 'wss:'],
    ['a wildcard', '*'],
    ['an address with a path', 'https://files.school.example/uploads'],
    ['another scheme', 'ftp://files.school.example'],
  ])('refuses %s, naming the variable', (_, value) => {
    expect(() => loadConfig({ ...base, CONNECT_ORIGINS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, CONNECT_ORIGINS: value })).toThrow(
      /^Invalid configuration: CONNECT_ORIGINS /,
    );
  });
});
