import JSZip from 'jszip';

/**
 * SCORM packages built in memory for the tests (issue 39): a manifest and a launch page whose script finds the
 * runtime API as packages do (walking up the frames), initialises, reports a status and a score, commits and
 * finishes. `probe` adds script of the test's own to the launch page (the browser journey's isolation checks);
 * the other options break the package in the ways the upload must refuse.
 */
export interface PackageOptions {
  version: '1.2' | '2004';
  title?: string;
  /** 1.2: cmi.core.lesson_status; 2004: completion_status (success_status follows from `passed`). */
  status?: 'completed' | 'incomplete' | 'passed' | 'failed';
  /** Out of 100. */
  score?: number;
  /** Script run in the launch page once the status is reported (it may set `window.probeDone`). */
  probe?: string;
  /** The manifest as written, instead of the built one. */
  manifest?: string;
  /** Leave imsmanifest.xml out. */
  withoutManifest?: boolean;
  /** Leave the launch page out (the manifest still names it). */
  withoutLaunchFile?: boolean;
  /** More entries, by path, as given (a path with `..`, a bomb of zeros). */
  extra?: Record<string, string | Uint8Array>;
}

const LAUNCH = 'index.html';

function manifestOf({ version, title = `Package ${version}` }: PackageOptions): string {
  const is12 = version === '1.2';
  const namespaces = is12
    ? 'xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"'
    : 'xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"';
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="pkg" version="1" ${namespaces}>
  <metadata><schema>ADL SCORM</schema><schemaversion>${is12 ? '1.2' : '2004 4th Edition'}</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>${title}</title>
      <item identifier="item1" identifierref="res1"><title>${title}</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res1" type="webcontent" adlcp:${is12 ? 'scormtype' : 'scormType'}="sco" href="${LAUNCH}">
      <file href="${LAUNCH}"/>
      <file href="style.css"/>
    </resource>
  </resources>
</manifest>
`;
}

/** The launch page: the SCO's whole conversation with the runtime, written on the page as it goes. */
function launchPageOf({ version, status = 'passed', score = 80, probe = '' }: PackageOptions): string {
  const calls =
    version === '1.2'
      ? `var api = findApi('API');
  say('init ' + api.LMSInitialize(''));
  api.LMSSetValue('cmi.core.lesson_status', '${status}');
  api.LMSSetValue('cmi.core.score.raw', '${score}');
  api.LMSSetValue('cmi.core.score.max', '100');
  api.LMSSetValue('cmi.core.session_time', '00:01:30');
  api.LMSSetValue('cmi.suspend_data', 'page=3');
  say('commit ' + api.LMSCommit(''));
  say('finish ' + api.LMSFinish(''));`
      : `var api = findApi('API_1484_11');
  say('init ' + api.Initialize(''));
  api.SetValue('cmi.completion_status', '${status === 'incomplete' ? 'incomplete' : 'completed'}');
  api.SetValue('cmi.success_status', '${status === 'failed' ? 'failed' : 'passed'}');
  api.SetValue('cmi.score.scaled', '${score / 100}');
  api.SetValue('cmi.session_time', 'PT1M30S');
  api.SetValue('cmi.suspend_data', 'page=3');
  say('commit ' + api.Commit(''));
  say('finish ' + api.Terminate(''));`;
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>SCO</title><link rel="stylesheet" href="style.css"></head>
<body><h1>A SCORM ${version} lesson</h1><pre id="log"></pre>
<script>
function say(line) { document.getElementById('log').textContent += line + '\\n'; }
function findApi(name) {
  var win = window;
  for (var hops = 0; win && hops < 10; hops++) {
    try { if (win[name]) return win[name]; } catch (e) {}
    if (win.parent === win) break;
    win = win.parent;
  }
  return null;
}
window.addEventListener('load', function () {
  ${calls}
  say('reported');
  ${probe}
});
</script></body></html>
`;
}

/** A package zip, as a teacher would upload it. */
export async function buildScormPackage(options: PackageOptions): Promise<Buffer> {
  const zip = new JSZip();
  if (!options.withoutManifest) zip.file('imsmanifest.xml', options.manifest ?? manifestOf(options));
  if (!options.withoutLaunchFile) zip.file(LAUNCH, launchPageOf(options));
  zip.file('style.css', 'body { font-family: sans-serif; }');
  for (const [path, content] of Object.entries(options.extra ?? {}))
    zip.file(path, content, { createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The manifest the builder writes, for tests that change one thing in it. */
export const builtManifest = (options: PackageOptions): string => manifestOf(options);
