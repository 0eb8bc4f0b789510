/**
 * The app's end of the SCORM runtime bridge (issue 39). A package plays in a frame on the content origin, where
 * scorm-again's CrossFrameAPI stands in for `API` / `API_1484_11` and posts each call here; this answers from the
 * real runtime (Scorm12API or Scorm2004API) in the app. scorm-again ships CrossFrameLMS for this end, but it checks
 * only the sender's origin: this also checks that the sender is the package's own frame, so another window or frame
 * of the same origin (another package) is not answered, and it answers the runtime's calls and nothing else.
 */

/** The runtime's calls a package may make, as CrossFrameAPI sends them (and its cache warm-up). */
const RUNTIME_CALLS = new Set([
  'LMSInitialize',
  'LMSFinish',
  'LMSGetValue',
  'LMSSetValue',
  'LMSCommit',
  'LMSGetLastError',
  'LMSGetErrorString',
  'LMSGetDiagnostic',
  'Initialize',
  'Terminate',
  'GetValue',
  'SetValue',
  'Commit',
  'GetLastError',
  'GetErrorString',
  'GetDiagnostic',
  'getFlattenedCMI',
]);

/** A SCORM value is a string; 2004's longest (suspend data) is 64,000 characters. */
const PARAM_MAX_CHARS = 65_536;

interface RuntimeCall {
  messageId: string;
  method: string;
  params: string[];
  isHeartbeat?: boolean;
}

function runtimeCall(data: unknown): RuntimeCall | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { messageId, method, params = [], isHeartbeat } = data as Record<string, unknown>;
  if (typeof messageId !== 'string' || !messageId || messageId.length > 200) return undefined;
  if (typeof method !== 'string') return undefined;
  if (isHeartbeat === true) return { messageId, method, params: [], isHeartbeat };
  if (!RUNTIME_CALLS.has(method)) return undefined;
  if (!Array.isArray(params) || params.length > 2) return undefined;
  if (!params.every((param) => typeof param === 'string' && param.length <= PARAM_MAX_CHARS))
    return undefined;
  return { messageId, method, params: params as string[] };
}

export type Runtime = Record<string, unknown>;

/**
 * Answers the runtime calls that the frame `frame` posts from `contentOrigin`, until the returned function is
 * called. Every message from another window, another origin or of another shape is ignored.
 */
export function bridgeRuntime(frame: HTMLIFrameElement, contentOrigin: string, runtime: Runtime): () => void {
  const onMessage = (event: MessageEvent) => {
    const source = frame.contentWindow;
    if (!source || event.origin !== contentOrigin || event.source !== source) return;
    const message = runtimeCall(event.data);
    if (!message) return;
    const answer = (reply: object) =>
      source.postMessage({ messageId: message.messageId, ...reply }, contentOrigin);
    if (message.isHeartbeat) return answer({ isHeartbeat: true });
    try {
      const method = runtime[message.method];
      if (typeof method !== 'function')
        return answer({ error: { message: `Method ${message.method} not found` } });
      answer({ result: (method as (...args: string[]) => unknown).apply(runtime, message.params) });
    } catch (error) {
      answer({ error: { message: error instanceof Error ? error.message : 'Unknown error' } });
    }
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
