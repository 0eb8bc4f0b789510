import type { Config } from '../config';

/** The port each app's content origin listens on once started (its config is the app's own object). */
const listening = new WeakMap<object, number>();

/** Records where the content origin of the app with `config` listens (the listener's actual port: 0 picks one). */
export function contentOriginListening(config: Config, port: number | undefined): void {
  if (port === undefined) listening.delete(config);
  else listening.set(config, port);
}

/**
 * The content origin, where SCORM packages are served apart from the app (issue 39): CONTENT_ORIGIN when set, else
 * the host name the app was reached by on the content origin's port, so its origin differs from the app's by its
 * port. Undefined while no content origin listens and none is configured.
 */
export function contentOriginOf(
  config: Pick<Config, 'contentOrigin'>,
  request: { protocol: string; host: string },
): string | undefined {
  if (config.contentOrigin) return config.contentOrigin;
  const port = listening.get(config);
  if (port === undefined) return undefined;
  const hostname = new URL(`http://${request.host}`).hostname;
  return `${request.protocol}://${hostname}:${port}`;
}
