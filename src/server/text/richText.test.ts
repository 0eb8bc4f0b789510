import { describe, expect, it } from 'vitest';
import { isKeptLinkAddress } from '../../core/rules/richTextMarkup';
import { createUser, signIn } from '../test/factories';
import { testFileApp } from '../test/testFileApp';
import { sanitizeRichText } from './richText';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

// DESIGN §3: rich text is sanitised on the server when written. What the editor makes is kept as it is.
describe('sanitizeRichText keeps what the editor makes', () => {
  it.each([
    '<p>Plain words</p>',
    '<h2>Week 1</h2><p><strong>bold</strong>, <em>italic</em>, <u>under</u>, <s>struck</s>, <code>x</code></p>',
    '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>',
    '<blockquote><p>quoted</p></blockquote><pre><code>let a = 1;</code></pre><hr />',
    '<p>line<br />break</p>',
    '<p><a href="https://example.org/a?b=1">a link</a> <a href="/viewcourse/c1">in the app</a></p>',
    '<p><a href="mailto:ann@example.org">mail</a> <a href="tel:+3531234">call</a></p>',
    '<p><a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">new tab</a></p>',
    `<p><img src="${PNG}" alt="diagram" /></p>`,
    '<p><img src="https://example.org/a.jpg" /></p>',
    '<p><span style="font-size:14px">SPEC §9 size</span></p>',
  ])('%s', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });
});

// The XSS corpus of issue 11 §6: scripts, handlers, script and data addresses, SVG, style, nested and broken markup.
describe('sanitizeRichText removes everything that could run', () => {
  it.each<[string, string, string]>([
    ['a script element, with its code', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an event handler', '<p onclick="alert(1)">hi</p>', '<p>hi</p>'],
    ['a handler on a picture', '<img src="x.png" onerror="alert(1)">', '<img src="x.png" />'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link hidden by case and entities', '<a href="JaVa&#83;cript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link hidden by white space', '<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['an SVG picture with script', '<svg><script>alert(1)</script><circle r="5"/></svg>ok', 'ok'],
    ['an SVG data picture', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['an HTML data picture', '<img src="data:text/html;base64,PHNjcmlwdD4=">', ''],
    ['a style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    [
      'a style attribute beyond font sizes',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<p>x</p>',
    ],
    ['an unknown font size', '<span style="font-size:300px;position:fixed">x</span>', '<span>x</span>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>x', 'x'],
    ['an object and embed', '<object data="x.swf"></object><embed src="x.swf">x', 'x'],
    ['a form and input', '<form action="https://evil.example"><input name="p"></form>x', 'x'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">x', 'x'],
    ['a base element', '<base href="https://evil.example/">x', 'x'],
    ['a link element', '<link rel="stylesheet" href="https://evil.example/x.css">x', 'x'],
    ['nested markup that would reassemble', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['malformed markup (the code is left as text)', '<p <script>alert(1)</script>>x', '<p>alert(1)&gt;x</p>'],
    ['an unclosed attribute', '<img src="x.png" alt="a onerror=alert(1)', ''],
    ['a protocol-relative address', '<a href="//evil.example/x">x</a>', '<a>x</a>'],
    [
      'a target without its rel',
      '<a href="https://e.org" target="_blank">x</a>',
      '<a href="https://e.org" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    ],
    [
      'a target other than a new tab',
      '<a href="https://e.org" target="_top">x</a>',
      '<a href="https://e.org">x</a>',
    ],
    ['a noscript escape', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['a template', '<template><script>alert(1)</script></template>x', 'x'],
    ['MathML', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ])('%s', (_case, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });
});

// The editor offers a link only when its address is kept (core/rules/richTextMarkup.ts): the two agree.
describe('the link addresses the editor offers are those the sanitizer keeps', () => {
  it.each([
    'https://example.org',
    'mailto:ann@example.org',
    'tel:+3531234',
    '/viewcourse/c1',
    '#week-2',
    'javascript:alert(1)',
    'ftp://files.example.org',
    'data:text/html,x',
    '//evil.example/x',
    '\\\\evil.example/x',
  ])('%s', (address) => {
    const kept = sanitizeRichText(`<a href="${address}">x</a>`) !== '<a>x</a>';
    expect(kept).toBe(isKeptLinkAddress(address));
  });
});

// Every rich-text field is sanitized as its request is parsed (core/schemas/richText.ts), whatever the route.
describe('rich text written through the API', () => {
  const t = testFileApp();

  it('stores course and item descriptions sanitized', async () => {
    const teacher = await signIn(t.app, await createUser(t.app, { role: 'teacher' }));
    const hostile = '<p onclick="alert(1)">Week 1</p><script>alert(2)</script><a href="javascript:x()">x</a>';
    const course = await t.app.inject({
      method: 'POST',
      url: '/api/v1/course/create',
      headers: teacher.headers,
      payload: { name: 'Rich text', description: hostile, startDate: '2026-01-05', endDate: '2026-03-31' },
    });
    expect(course.statusCode, course.body).toBe(200);
    expect(course.json().data.description).toBe('<p>Week 1</p><a>x</a>');
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/v1/item/create',
      headers: teacher.headers,
      payload: {
        courseId: course.json().data._id,
        kind: 'assignment',
        title: 'Essay',
        description: hostile,
        startDate: '2026-01-05T09:00:00.000Z',
        endDate: '2026-01-12T09:00:00.000Z',
      },
    });
    expect(item.statusCode, item.body).toBe(200);
    expect(item.json().data.description).toBe('<p>Week 1</p><a>x</a>');
  });
});
