import { Alert, Box, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { scormCalls } from '../../../core/contracts/selfLearning';
import type { ProgressLine, ScormLaunch } from '../../../core/schemas/selfLearning';
import { call } from '../../api/call';
import { ApiError } from '../../api/envelope';
import { bridgeRuntime, type Runtime } from './scormBridge';

/** The runtime's data as it commits it: a plain copy of its cmi tree. */
interface ScormRuntime {
  cmi: unknown;
  loadFromJSON(json: object, path: string): void;
  on(event: string, listener: () => void): void;
}

type RuntimeClass = new (settings: object) => ScormRuntime;

/** scorm-again's runtime of the package's version, loaded only when a package plays. */
async function createRuntime({ version, cmi }: ScormLaunch): Promise<ScormRuntime> {
  const settings = { autocommit: false, lmsCommitUrl: false, logLevel: 5 } as const;
  // The ES modules export the class by name; the package's typings (3.4.3) declare it a default export.
  type Runtimes = { Scorm12API?: RuntimeClass; Scorm2004API?: RuntimeClass };
  const module = (version === '1.2'
    ? await import('scorm-again/scorm12')
    : await import('scorm-again/scorm2004')) as unknown as Runtimes;
  const runtime = new (module.Scorm12API ?? module.Scorm2004API)!(settings);
  if (cmi) {
    // The saved data, entered as a resumed attempt: the package finds its suspend data and location again.
    const resumed =
      version === '1.2'
        ? { ...cmi, core: { ...(cmi.core as object), entry: 'resume' } }
        : { ...cmi, entry: 'resume' };
    runtime.loadFromJSON(resumed, '');
  }
  return runtime;
}

const newSession = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * Plays a SCORM module (issue 39): the package in a frame on the content origin, the runtime here, the two joined
 * by postMessage (scormBridge.ts). What the package commits (LMSCommit / Commit, LMSFinish / Terminate, and what
 * it had when the page is left) is sent to scormCommit; `onProgress` hears the progress line that results. A
 * teacher's preview records nothing.
 */
export function ScormPlayer({
  progressId,
  onProgress,
}: {
  progressId: string;
  onProgress?: (line: ProgressLine) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [launch, setLaunch] = useState<(ScormLaunch & { runtime: ScormRuntime }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reported = useRef(onProgress);
  reported.current = onProgress;

  useEffect(() => {
    let cancelled = false;
    setLaunch(null);
    setProblem(null);
    (async () => {
      const { data } = await call(scormCalls.scormLaunch, { progressId });
      const runtime = await createRuntime(data);
      if (!cancelled) setLaunch({ ...data, runtime });
    })().catch((error: unknown) => {
      if (!cancelled)
        setProblem(error instanceof ApiError ? error.message : 'The package could not be opened.');
    });
    return () => {
      cancelled = true;
    };
  }, [progressId]);

  useEffect(() => {
    const element = frame.current;
    if (!launch || !element) return;
    const contentOrigin = new URL(launch.launchUrl).origin;
    const stop = bridgeRuntime(element, contentOrigin, launch.runtime as unknown as Runtime);
    if (launch.preview) return stop;
    const session = newSession();
    let sentJson = '';
    const commit = (leaving = false) => {
      const cmi = JSON.parse(JSON.stringify(launch.runtime.cmi)) as Record<string, unknown>;
      const json = JSON.stringify(cmi);
      if (json === sentJson) return;
      sentJson = json;
      call(
        scormCalls.scormCommit,
        { progressId, session, cmi },
        { keepalive: leaving && json.length < 60_000 },
      )
        .then(({ data }) => reported.current?.(data))
        .catch(() => {
          sentJson = '';
        });
    };
    for (const event of ['LMSCommit', 'LMSFinish', 'Commit', 'Terminate'])
      launch.runtime.on(event, () => commit());
    const onPageHide = () => commit(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      commit(true);
      stop();
    };
  }, [launch, progressId]);

  if (problem) return <Alert color="red">{problem}</Alert>;
  return (
    <Box pos="relative" h="75vh" mih={420}>
      {!launch && <Loader aria-label="Opening the package" />}
      {/* The package is someone else's script. Its frame may keep its own origin (allow-same-origin: packages use
          their storage and frames) ONLY because that origin is the content origin, never the app's: were the two the
          same, allow-scripts with allow-same-origin would let it lift the sandbox and read the app's session. No
          top navigation, popups or downloads. */}
      <iframe
        ref={frame}
        title="SCORM package"
        src={launch?.launchUrl}
        sandbox="allow-scripts allow-same-origin allow-forms"
        style={{ width: '100%', height: '100%', border: 0, display: launch ? 'block' : 'none' }}
        data-testid="scorm-frame"
      />
    </Box>
  );
}
