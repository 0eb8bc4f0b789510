import type { Config } from '../config';

/** The WebSocket origin of the app's own address: ws:// for http, wss:// for https. */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * The Content-Security-Policy of every reply, the app's and /api/docs' alike: no inline script, styles inline for
 * Mantine, and connections only to the app itself (its WebSocket origin named too, for browsers that do not count
 * ws:// as 'self'), to the origins an operator lists in CONNECT_ORIGINS, and to Janus's API when classes' video
 * goes through it (JANUS_PUBLIC_URL).
 */
export function contentSecurityPolicy(config: Pick<Config, 'publicUrl' | 'connectOrigins' | 'janus'>) {
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
      frameAncestors: ["'none'"],
    },
  };
}
