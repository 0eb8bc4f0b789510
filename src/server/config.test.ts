import { describe, expect, it } from 'vitest';
import { installIssueMessages } from '../core/schemas/issueMessages';
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

describe('JANUS_URL', () => {
  it('leaves the classes on the mesh when unset', () => {
    expect(loadConfig(base).janus).toBeUndefined();
  });

  it('sends the classes through Janus, browsers reaching it at the same address unless told', () => {
    expect(loadConfig({ ...base, JANUS_URL: 'http://127.0.0.1:8088/janus/' }).janus).toEqual({
      url: 'http://127.0.0.1:8088/janus',
      publicUrl: 'http://127.0.0.1:8088/janus',
    });
    expect(
      loadConfig({
        ...base,
        JANUS_URL: 'http://127.0.0.1:8088/janus',
        JANUS_PUBLIC_URL: 'wss://video.school.example/janus-ws',
        JANUS_ADMIN_KEY: 'a-long-key',
      }).janus,
    ).toEqual({
      url: 'http://127.0.0.1:8088/janus',
      publicUrl: 'wss://video.school.example/janus-ws',
      adminKey: 'a-long-key',
    });
  });

  it.each([
    [{ JANUS_URL: 'ws://127.0.0.1:8188' }, /^Invalid configuration: JANUS_URL must be the http/],
    [
      { JANUS_URL: 'http://127.0.0.1:8088/janus', JANUS_PUBLIC_URL: 'ftp://x' },
      /^Invalid configuration: JANUS_PUBLIC_URL /,
    ],
    [
      { JANUS_PUBLIC_URL: 'https://video.school.example/janus' },
      /JANUS_PUBLIC_URL is set but JANUS_URL is not/,
    ],
  ])('refuses %o, naming the variable', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});

describe('ICE_SERVERS', () => {
  it('is an empty list when unset', () => {
    expect(loadConfig(base).iceServers).toEqual([]);
  });

  it('reads a JSON array of STUN and TURN servers as the browser takes them', () => {
    const servers = [
      { urls: 'stun:stun.school.example:3478' },
      {
        urls: ['turn:turn.school.example:3478?transport=udp', 'turns:turn.school.example:5349?transport=tcp'],
        username: 'lms',
        credential: 'a-long-turn-password',
      },
    ];
    expect(loadConfig({ ...base, ICE_SERVERS: JSON.stringify(servers) }).iceServers).toEqual(servers);
  });

  it.each([
    ['what is not JSON', '{urls: stun:x}', 'ICE_SERVERS must be JSON'],
    ['one server instead of a list', '{"urls":"stun:x:3478"}', 'ICE_SERVERS must be a JSON array'],
    [
      'a web address',
      '[{"urls":"https://turn.school.example"}]',
      'ICE_SERVERS entry 1: urls must be a stun:',
    ],
    [
      'an empty list of addresses',
      '[{"urls":[]}]',
      'ICE_SERVERS entry 1: urls must list at least one address',
    ],
    [
      'a TURN server without its credential',
      '[{"urls":"stun:x"},{"urls":"turn:x","username":"u"}]',
      'ICE_SERVERS entry 2: is a TURN server',
    ],
    [
      'a misspelt field',
      '[{"urls":"turn:x","username":"u","credentials":"c"}]',
      'ICE_SERVERS entry 1: has a field it does not know (credentials)',
    ],
  ])('refuses %s in one line naming the variable and the entry', (_, value, message) => {
    expect(() => loadConfig({ ...base, ICE_SERVERS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ICE_SERVERS: value })).toThrow(`Invalid configuration: ${message}`);
  });
});

describe('SSO_PROVIDERS', () => {
  const oidc = {
    id: 'riverside',
    name: 'Riverside School',
    protocol: 'oidc',
    issuer: 'https://id.school.example',
    clientId: 'lms',
  };

  it('is an empty list when unset: no sign-on', () => {
    expect(loadConfig(base).signOnProviders).toEqual([]);
  });

  it('reads providers with their defaults', () => {
    const [provider] = loadConfig({ ...base, SSO_PROVIDERS: JSON.stringify([oidc]) }).signOnProviders;
    expect(provider).toMatchObject({
      ...oidc,
      scopes: 'openid email profile',
      userinfo: false,
      allowInsecureRequests: false,
      roles: { teacherValues: [], studentValues: [], adminValues: [], defaultRole: 'student' },
    });
  });

  it.each([
    ['what is not JSON', '{id: x}', 'SSO_PROVIDERS must be JSON'],
    [
      'a protocol it does not know',
      '[{"id":"x","name":"X","protocol":"cas"}]',
      'SSO_PROVIDERS entry 1: protocol',
    ],
    [
      'an issuer that is not an address',
      JSON.stringify([{ ...oidc, issuer: 'school' }]),
      'SSO_PROVIDERS entry 1: issuer',
    ],
    [
      'an id with capitals',
      JSON.stringify([{ ...oidc, id: 'Riverside' }]),
      'SSO_PROVIDERS entry 1: id must be 1 to 40 lower-case letters',
    ],
    ['a misspelt field', JSON.stringify([{ ...oidc, clientSecrets: 'x' }]), 'SSO_PROVIDERS entry 1: '],
    [
      'two providers with one id',
      JSON.stringify([oidc, { ...oidc, name: 'Again' }]),
      'SSO_PROVIDERS gives two providers the same id',
    ],
  ])('refuses %s in one line naming the variable and the entry', (_, value, message) => {
    expect(() => loadConfig({ ...base, SSO_PROVIDERS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SSO_PROVIDERS: value })).toThrow(`Invalid configuration: ${message}`);
  });
});

describe('S3 storage', () => {
  const s3 = {
    ...base,
    S3_URL: 'http://127.0.0.1:9000',
    S3_BUCKET: 'lms-files',
    S3_ACCESS_KEY_ID: 'lms',
    S3_SECRET_ACCESS_KEY: 'a-secret-key',
  };

  it('is off when S3_URL is unset: files stay in the data folder', () => {
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it('reads the store, with path-style addresses and us-east-1 unless told otherwise', () => {
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'lms-files',
      accessKeyId: 'lms',
      secretAccessKey: 'a-secret-key',
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: undefined,
    });
    expect(
      loadConfig({ ...s3, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false', S3_PREFIX: 'school-one/' })
        .s3,
    ).toMatchObject({ region: 'eu-west-1', forcePathStyle: false, prefix: 'school-one/' });
  });

  it.each(['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)(
    'refuses to start without %s when S3_URL is set, naming it',
    (name) => {
      const { [name]: _, ...rest } = s3;
      expect(() => loadConfig(rest)).toThrow(`Invalid configuration: ${name} must be set when S3_URL is set`);
      expect(() => loadConfig({ ...s3, [name]: '' })).toThrow(
        `Invalid configuration: ${name} must be set when S3_URL is set`,
      );
    },
  );

  it('refuses S3 settings without S3_URL rather than quietly keeping files on this machine', () => {
    const { S3_URL: _, ...rest } = s3;
    expect(() => loadConfig(rest)).toThrow('Invalid configuration: S3_BUCKET is set but S3_URL is not');
    expect(() => loadConfig({ ...base, S3_PREFIX: 'school-one' })).toThrow(
      'Invalid configuration: S3_PREFIX is set but S3_URL is not',
    );
  });

  it.each([
    ['S3_URL', 'minio:9000', 'must be an http:// or https:// URL'],
    ['S3_URL', 'ftp://files.school.example', 'must be an http:// or https:// URL'],
    ['S3_FORCE_PATH_STYLE', 'sometimes', 'Invalid option: expected one of'],
    ['S3_PREFIX', '/school-one', 'must not start with a slash'],
  ])('refuses %s=%s, naming the variable', (name, value, message) => {
    expect(() => loadConfig({ ...s3, [name]: value })).toThrow(`Invalid configuration: ${name} ${message}`);
  });

  it('names the accepted values even once an app in the same process has installed its messages for forms', () => {
    installIssueMessages();
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(
      'Invalid configuration: S3_FORCE_PATH_STYLE Invalid option: expected one of "true"',
    );
  });
});

describe('REDIS_PREFIX', () => {
  const redis = { ...base, REDIS_URL: 'redis://127.0.0.1:6379' };

  it('is left to the app when unset (derived from the database), and taken as given when set', () => {
    expect(loadConfig(redis).redisPrefix).toBeUndefined();
    expect(loadConfig({ ...redis, REDIS_PREFIX: 'lms:school-a' }).redisPrefix).toBe('lms:school-a');
  });

  it('refuses it without REDIS_URL rather than ignoring it', () => {
    expect(() => loadConfig({ ...base, REDIS_PREFIX: 'school-a' })).toThrow(
      'Invalid configuration: REDIS_PREFIX is set but REDIS_URL is not',
    );
  });

  it.each([
    'school a',
    // A channel pattern's wildcards would let one installation subscribe to another's channels.
    'school*',
    'school?',
    'school[ab]',
    'school#1',
    ':school',
    'school:',
    'x'.repeat(65),
  ])('refuses %j, naming what it may hold', (value) => {
    expect(() => loadConfig({ ...redis, REDIS_PREFIX: value })).toThrow(
      'Invalid configuration: REDIS_PREFIX must be 1 to 64 letters, digits, dots, dashes, underscores or colons',
    );
  });
});

describe('SSO_PROVIDERS with a SAML provider (issue 34)', () => {
  const saml = (fields: Record<string, unknown>) =>
    JSON.stringify([{ id: 'lakeside', name: 'Lakeside', protocol: 'saml', ...fields }]);
  it('takes its metadata address and fills the defaults: trusted email, standard attribute names', () => {
    const [provider] = loadConfig({
      ...base,
      SSO_PROVIDERS: saml({ idpMetadataUrl: 'https://idp.example/md' }),
    }).signOnProviders;
    expect(provider).toMatchObject({
      protocol: 'saml',
      trustEmail: true,
      attributes: { email: 'urn:oid:0.9.2342.19200300.100.1.3' },
    });
  });
  it.each([
    [{}, 'needs idpMetadataFile, idpMetadataUrl, or idpSignOnUrl with idpCert'],
    [{ idpMetadataUrl: 'https://a.example', idpMetadataFile: '/md.xml' }, 'give one'],
    [
      { idpMetadataUrl: 'https://a.example', spPrivateKeyFile: '/sp.key' },
      'spPrivateKeyFile and spCertFile together',
    ],
    [{ idpMetadataUrl: 'https://a.example', colour: 'blue' }, 'colour'],
  ])('refuses %j at start, saying why', (fields, why) => {
    expect(() => loadConfig({ ...base, SSO_PROVIDERS: saml(fields) })).toThrow(why);
  });
});

describe('CONTENT_PORT and CONTENT_ORIGIN (issue 39)', () => {
  it('put the content origin on the port after the app’s by default, and on a free one when the app’s is', () => {
    expect(loadConfig({ ...base, PORT: '3000' })).toMatchObject({
      contentPort: 3001,
      contentOrigin: undefined,
    });
    expect(loadConfig({ ...base, PORT: '0' }).contentPort).toBe(0);
    expect(loadConfig({ ...base, PORT: '3000', CONTENT_PORT: '4000' }).contentPort).toBe(4000);
  });

  it('take an origin and nothing more', () => {
    expect(loadConfig({ ...base, CONTENT_ORIGIN: 'https://content.school.example/' }).contentOrigin).toBe(
      'https://content.school.example',
    );
    expect(() => loadConfig({ ...base, CONTENT_ORIGIN: 'https://content.school.example/packages' })).toThrow(
      /CONTENT_ORIGIN must be an origin only/,
    );
  });
});
