import { describe, expect, it } from 'vitest';
import { type PackageReport, scorm12Seconds, scorm2004Seconds, scormReport } from './scormReport';

// Issue 39, "SCORM packages": what the package reports (completion, success, score, time) becomes the module's
// progress. SCORM 1.2 RTE 3.4 (cmi.core.*, CMITimespan) and SCORM 2004 RTE 4.2 (cmi.*, timeinterval).
describe('scormReport, SCORM 1.2', () => {
  const core = (values: Record<string, unknown>) => ({ core: values });
  const cases: Array<[string, unknown, number | undefined, Partial<PackageReport>]> = [
    ['passed: complete', core({ lesson_status: 'passed' }), undefined, { completed: true }],
    ['completed: complete', core({ lesson_status: 'completed' }), undefined, { completed: true }],
    ['failed: not complete', core({ lesson_status: 'failed' }), undefined, { completed: false }],
    ['incomplete: not complete', core({ lesson_status: 'incomplete' }), undefined, { completed: false }],
    ['no status at all', {}, undefined, { completed: false, scorePercent: null, sessionSeconds: 0 }],
    ['raw of max', core({ score: { raw: '40', max: '50' } }), undefined, { scorePercent: 80 }],
    [
      'raw with no max: out of 100',
      core({ score: { raw: '72.5', max: '' } }),
      undefined,
      { scorePercent: 72.5 },
    ],
    [
      'raw between min and max',
      core({ score: { raw: '15', min: '10', max: '20' } }),
      undefined,
      { scorePercent: 50 },
    ],
    [
      'raw above max kept at 100',
      core({ score: { raw: '300', max: '100' } }),
      undefined,
      { scorePercent: 100 },
    ],
    ['a raw that is no number', core({ score: { raw: 'lots' } }), undefined, { scorePercent: null }],
    [
      'session time on a first commit',
      core({ session_time: '0001:30:05.5' }),
      undefined,
      { sessionSeconds: 5405.5 },
    ],
    [
      'session time grown since the last commit',
      core({ session_time: '00:02:00' }),
      90,
      { sessionSeconds: 30 },
    ],
    [
      'session time of another launch restarting lower',
      core({ session_time: '00:00:10' }),
      90,
      { sessionSeconds: 0 },
    ],
    [
      'a session longer than a day held to a day',
      core({ session_time: '9999:00:00' }),
      undefined,
      { sessionSeconds: 86400 },
    ],
  ];
  it.each(cases)('%s', (_name, cmi, previous, expected) => {
    expect(scormReport('1.2', cmi, previous)).toMatchObject(expected);
  });
});

describe('scormReport, SCORM 2004', () => {
  const cases: Array<[string, unknown, Partial<PackageReport>]> = [
    [
      'completed, success unknown: complete',
      { completion_status: 'completed', success_status: 'unknown' },
      { completed: true },
    ],
    [
      'passed, completion unknown: complete',
      { completion_status: 'unknown', success_status: 'passed' },
      { completed: true },
    ],
    [
      'completed but failed: not complete',
      { completion_status: 'completed', success_status: 'failed' },
      { completed: false },
    ],
    ['incomplete: not complete', { completion_status: 'incomplete' }, { completed: false }],
    ['scaled score', { score: { scaled: '0.85' } }, { scorePercent: 85 }],
    ['negative scaled score held at 0', { score: { scaled: '-0.5' } }, { scorePercent: 0 }],
    ['raw of max when no scaled score', { score: { scaled: '', raw: '7', max: '10' } }, { scorePercent: 70 }],
    ['session time', { session_time: 'PT1H2M3.5S' }, { sessionSeconds: 3723.5 }],
    ['session time in days', { session_time: 'P1DT0S' }, { sessionSeconds: 86400 }],
    ['a malformed session time', { session_time: 'PT' }, { sessionSeconds: 0 }],
    ['a cmi that is not an object', 'completed', { completed: false, scorePercent: null, sessionSeconds: 0 }],
  ];
  it.each(cases)('%s', (_name, cmi, expected) => {
    expect(scormReport('2004', cmi)).toMatchObject(expected);
  });
});

describe('session times', () => {
  it.each([
    ['00:00:00', 0],
    ['12:34:56.78', 45296.78],
    ['1:2:3', 3723],
    ['00:61:00', 0],
    ['', 0],
  ])('1.2 %s is %d s', (text, seconds) => expect(scorm12Seconds(text)).toBeCloseTo(seconds));
  it.each([
    ['PT0S', 0],
    ['PT1M30S', 90],
    ['P1Y', 365 * 86400],
    ['P', 0],
    ['1:00:00', 0],
  ])('2004 %s is %d s', (text, seconds) => expect(scorm2004Seconds(text)).toBeCloseTo(seconds));
});
