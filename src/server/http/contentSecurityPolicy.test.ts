import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, socketOrigin } from './contentSecurityPolicy';

describe('the connections the web app may open', () => {
  it.each([
    ['http://localhost:3000', 'ws://localhost:3000'],
    ['https://lms.school.example', 'wss://lms.school.example'],
    ['https://lms.school.example:8443/', 'wss://lms.school.example:8443'],
  ])('from PUBLIC_URL %s reach the socket at %s', (publicUrl, origin) => {
    expect(socketOrigin(publicUrl)).toBe(origin);
  });

  it('are the app itself, its socket and the configured origins, nothing else', () => {
    const { directives } = contentSecurityPolicy({
      publicUrl: 'https://lms.school.example',
      connectOrigins: ['wss://live.school.example', 'https://files.school.example'],
    });
    expect(directives.connectSrc).toEqual([
      "'self'",
      'wss://lms.school.example',
      'wss://live.school.example',
      'https://files.school.example',
    ]);
  });

  it("include Janus's API as browsers reach it when classes' video goes through Janus", () => {
    const { directives } = contentSecurityPolicy({
      publicUrl: 'https://lms.school.example',
      connectOrigins: [],
      janus: { url: 'http://127.0.0.1:8088/janus', publicUrl: 'wss://video.school.example/janus-ws' },
    });
    expect(directives.connectSrc).toEqual([
      "'self'",
      'wss://lms.school.example',
      'wss://video.school.example',
    ]);
  });
});

describe('the frames the web app may show (issue 39)', () => {
  type FrameSource = string | ((request: { headers: { host?: string } }) => string);
  const frames = (config: Parameters<typeof contentSecurityPolicy>[0], host: string) =>
    (contentSecurityPolicy(config).directives.frameSrc as FrameSource[]).map((source) =>
      typeof source === 'string' ? source : source({ headers: { host } }),
    );
  const base = { publicUrl: 'https://lms.school.example', connectOrigins: [] };

  it('are its own and the content origin SCORM packages play on, when one is set', () => {
    expect(
      frames({ ...base, contentOrigin: 'https://content.school.example' }, 'lms.school.example'),
    ).toEqual(["'self'", 'https://content.school.example']);
  });

  it('are its own alone while no content origin listens', () => {
    expect(frames(base, 'lms.school.example')).toEqual(["'self'", "'self'"]);
  });
});
