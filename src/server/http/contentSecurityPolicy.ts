import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';
import { contentOriginOf } from '../platform/contentOrigin';

/** The WebSocket origin of the app's own address: ws:// for http, wss:// for https. */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * The Content-Security-Policy of every reply, the app's and /api/docs' alike: no inline script, styles inline for
 * Mantine, and connections only to the app itself (its WebSocket origin named too, for browsers that do not count
 * ws:// as 'self'), to the origins an operator lists in CONNECT_ORIGINS, and to Janus's API when classes' video
 * goes through it (JANUS_PUBLIC_URL). Frames: the app's own, and the content origin where SCORM packages play
 * (issue 39), reached by the host name the page was.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'publicUrl' | 'connectOrigins' | 'janus'> & Partial<Pick<Config, 'contentOrigin'>>,
) {
  const contentFrames = (request: IncomingMessage) => {
    const origin = contentOriginOf(config, { protocol: 'http', host: request.headers.host ?? 'localhost' });
    // Without its scheme when derived: the page's own (http or https) is the one allowed.
    return origin ? (config.contentOrigin ? origin : origin.replace(/^http:\/\//, '')) : "'self'";
  };
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [
        "'self'",
        socketOrigin(config.publicUrl),
        ...config.connectOrigins,
        ...(config.janus ? [new URL(config.janus.publicUrl).origin] : []),
      ],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameSrc: ["'self'", contentFrames],
      frameAncestors: ["'none'"],
    },
  };
}
