import { randomUUID } from 'node:crypto';
import type { JanusConfig } from '../../../config';
import { serviceUnavailable } from '../../../platform/errors';

/** How long one call to Janus may take before the video server counts as not answering. */
const JANUS_TIMEOUT_MS = 5000;

/** What the VideoRoom plugin answered a request: its `data`, with `error_code` and `error` when it refused. */
export interface VideoRoomData {
  videoroom?: string;
  error_code?: number;
  error?: string;
  [field: string]: unknown;
}

interface JanusReply {
  janus?: string;
  data?: { id?: number };
  error?: { code?: number; reason?: string };
  plugindata?: { data?: VideoRoomData };
}

/** The one answer to a video server that cannot be reached or answers nonsense: `doing` says what did not happen. */
export const videoServerDown = (doing: string) =>
  serviceUnavailable(
    `${doing} The video server is not answering. Try again in a minute; if it goes on, ask your administrator to check Janus.`,
  );

async function post(url: string, body: Record<string, unknown>, doing: string): Promise<JanusReply> {
  let reply: JanusReply;
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, transaction: randomUUID() }),
      signal: AbortSignal.timeout(JANUS_TIMEOUT_MS),
    });
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    reply = (await answer.json()) as JanusReply;
  } catch {
    throw videoServerDown(doing);
  }
  if (reply.janus === 'error' || typeof reply !== 'object') throw videoServerDown(doing);
  return reply;
}

/**
 * Sends synchronous VideoRoom requests (create, allowed, kick, listparticipants, destroy...), one after the other,
 * through a Janus session of their own, attached to janus.plugin.videoroom and destroyed after: no keepalive to
 * hold, and a Janus restarted in between costs nothing. `next` chooses the request after each answer (undefined:
 * done). Answers the plugin's data of the last one, refusals included (the caller knows which it expects); a Janus
 * that cannot be reached, times out or fails the session is a 503 saying `doing` did not happen.
 */
export async function videoRoomRequests(
  janus: JanusConfig,
  first: Record<string, unknown>,
  next: (answer: VideoRoomData) => Record<string, unknown> | undefined,
  doing: string,
): Promise<VideoRoomData> {
  const session = (await post(janus.url, { janus: 'create' }, doing)).data?.id;
  if (!session) throw videoServerDown(doing);
  try {
    const handle = (
      await post(`${janus.url}/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' }, doing)
    ).data?.id;
    if (!handle) throw videoServerDown(doing);
    let request: Record<string, unknown> | undefined = first;
    let data: VideoRoomData | undefined;
    while (request) {
      data = (await post(`${janus.url}/${session}/${handle}`, { janus: 'message', body: request }, doing))
        .plugindata?.data;
      if (!data) throw videoServerDown(doing);
      request = next(data);
    }
    return data!;
  } finally {
    // A session left behind times out in Janus on its own.
    await post(`${janus.url}/${session}`, { janus: 'destroy' }, doing).catch(() => undefined);
  }
}
