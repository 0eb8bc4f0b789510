import { expect, type Locator, type Page } from '@playwright/test';
import { RICH_TEXT_TAGS } from '../src/core/rules/richTextMarkup';
import { DAY, HOUR, scheduleCourse } from './support/courses';
import { awakeEditor, wokenEditor } from './support/editor';
import { test } from './support/journey';
import { createPerson, signedInPage } from './support/people';

/**
 * The XSS corpus of issue 11 §6, as an attacker would send it straight to the API: script elements, event
 * handlers, javascript: and data: addresses, SVG, style, frames and forms, nested and malformed markup. Each piece
 * calls alert, confirm or prompt if it ever runs.
 */
const CORPUS = [
  '<script>alert("script element")</script>',
  '<img src="x" onerror="alert(\'img onerror\')">',
  "<img src=x onerror=alert('unquoted onerror')//",
  '<p onclick="alert(\'onclick\')" onmouseover="alert(\'onmouseover\')">Hover over this line</p>',
  '<details open ontoggle="alert(\'ontoggle\')"><summary>Toggle</summary>x</details>',
  '<a href="javascript:alert(\'javascript link\')">javascript link</a>',
  '<a href="JaVa&#83;cript:alert(\'encoded javascript link\')">encoded javascript link</a>',
  '<a href=" java\tscript:alert(\'spaced javascript link\')">spaced javascript link</a>',
  '<a href="data:text/html,<script>alert(\'data link\')</script>">data link</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+">',
  '<svg onload="alert(\'svg onload\')"><script>alert("svg script")</script><circle r="5"/></svg>',
  '<svg><animate onbegin="alert(\'svg animate\')" attributeName="x" dur="1s"/></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert('mathml')>",
  '<style>body { display: none } </style>',
  '<p style="background:url(javascript:alert(\'style url\'))">styled line</p>',
  '<span style="font-size:300px;position:fixed;inset:0">overlay</span>',
  '<iframe src="javascript:alert(\'iframe\')"></iframe>',
  '<iframe srcdoc="<script>alert(\'srcdoc\')</script>"></iframe>',
  '<object data="javascript:alert(\'object\')"></object><embed src="javascript:alert(\'embed\')">',
  '<form action="javascript:alert(\'form\')"><input name="p"><button>Send</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(\'meta\')">',
  '<base href="javascript:alert(\'base\')//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(\'noscript\')>">',
  '<template><script>alert("template")</script></template>',
  '<scr<script>ipt>alert("reassembled")</script>',
  '<p <script>alert("malformed")</script>>malformed',
  '<b><i><u>nested <a href="https://example.org/deep">deep</a></u></i></b>',
  '<div><div><p>unclosed',
].join('\n');

/** What a teacher meant to write, before the corpus: it must stay visible, formatting and all. */
const harmless = (what: string) =>
  `<p><strong>${what} in bold</strong> and <a href="https://example.org/reading">the reading list</a></p>`;

/** Records, in the page, every dialog a script asks for and every Content-Security-Policy violation. */
async function watchForScripts(page: Page): Promise<() => Promise<string[]>> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __scriptsThatRan: seen });
    for (const name of ['alert', 'confirm', 'prompt'] as const)
      Object.assign(window, { [name]: (message?: unknown) => seen.push(`${name}: ${String(message)}`) });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `CSP ${event.effectiveDirective}: ${event.blockedURI} from ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return async () => [
    ...dialogs,
    ...(await page.evaluate(() => (window as unknown as { __scriptsThatRan: string[] }).__scriptsThatRan)),
  ];
}

/**
 * Anything in drawn rich text beyond the markup the server keeps: other elements, handlers, scripted addresses
 * (a data: address only as a picture's source, of a picture type).
 */
function foreignMarkup(texts: Locator): Promise<string[]> {
  return texts.evaluateAll(
    (roots, allowed) =>
      roots.flatMap((root) =>
        [...root.querySelectorAll('*')].flatMap((element) => [
          ...(allowed.includes(element.localName) ? [] : [`<${element.localName}>`]),
          ...[...element.attributes]
            .filter(
              ({ name, value }) =>
                name.startsWith('on') ||
                /^\s*(javascript|vbscript):/i.test(value) ||
                (/^\s*data:/i.test(value) &&
                  !(
                    element.localName === 'img' &&
                    name === 'src' &&
                    /^data:image\/(png|jpeg|gif|webp)[;,]/.test(value)
                  )),
            )
            .map(({ name, value }) => `<${element.localName} ${name}="${value}">`),
        ]),
      ),
    [...RICH_TEXT_TAGS] as string[],
  );
}

test('rich text from the XSS corpus is stored and drawn for a teacher and a student, and nothing in it runs', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    createPerson(request, 'teacher'),
    createPerson(request, 'student'),
  ]);
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [
      {
        kind: 'assignment',
        title: 'Essay on safety',
        startsIn: -HOUR,
        lasts: 3 * DAY,
        description: `${harmless('The essay')}${CORPUS}`,
      },
      {
        kind: 'lecture',
        title: 'Welding basics',
        startsIn: DAY,
        lasts: HOUR,
        description: `${harmless('The lecture')}${CORPUS}`,
      },
    ],
    { description: `${harmless('The course')}${CORPUS}` },
  );

  const studentPage = await signedInPage(browser, student);
  const teacherPage = await signedInPage(browser, teacher);
  const ran = { student: await watchForScripts(studentPage), teacher: await watchForScripts(teacherPage) };

  // The student's course page draws the course description and both item descriptions in full.
  await studentPage.goto(`/viewcourse/${course.courseId}`);
  const main = studentPage.getByRole('main');
  for (const what of ['The course', 'The essay', 'The lecture'])
    await expect(main.locator('strong', { hasText: `${what} in bold` })).toBeVisible();
  const readingLists = main.getByRole('link', { name: 'the reading list' });
  await expect(readingLists).toHaveCount(3);
  for (const link of await readingLists.all()) {
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', 'https://example.org/reading');
  }
  // Hovering and clicking what held handlers does nothing either.
  await main.getByRole('button', { name: 'Show more of the course description' }).click();
  await main.getByText('Hover over this line').first().hover();
  await main.getByText('Hover over this line').first().click();
  await main.getByText('javascript link', { exact: true }).first().click();
  await expect(studentPage).toHaveURL(new RegExp(`/viewcourse/${course.courseId}$`));
  const studentTexts = main.locator('.mantine-Typography-root');
  await expect(studentTexts).toHaveCount(3);
  expect(await foreignMarkup(studentTexts)).toEqual([]);

  // The teacher's course page: the course description in full, each item's opening words, and the edit dialog,
  // whose editor reads the stored text.
  await teacherPage.goto(`/editcourse/${course.courseId}`);
  await expect(teacherPage.locator('strong', { hasText: 'The course in bold' })).toBeVisible();
  const essayRow = teacherPage
    .getByRole('region', { name: 'Assignments' })
    .getByRole('listitem')
    .filter({ hasText: 'Essay on safety' });
  await expect(essayRow).toContainText('The essay in bold and the reading list');
  expect(await foreignMarkup(teacherPage.getByRole('main').locator('.mantine-Typography-root'))).toEqual([]);
  await essayRow.getByRole('button', { name: 'Edit Essay on safety' }).click();
  const form = teacherPage.getByRole('dialog', { name: 'Edit assignment: Essay on safety' });
  const editor = await wokenEditor(form, 'Description');
  await expect(editor.locator('strong', { hasText: 'The essay in bold' })).toBeVisible();
  expect(await foreignMarkup(editor)).toEqual([]);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  expect({ student: await ran.student(), teacher: await ran.teacher() }).toEqual({
    student: [],
    teacher: [],
  });
});

test('a teacher formats a description in the editor with the keyboard, and the student sees it formatted', async ({
  browser,
  request,
}) => {
  const [teacher, student] = await Promise.all([
    createPerson(request, 'teacher'),
    createPerson(request, 'student'),
  ]);
  const course = await scheduleCourse(request, teacher, [student], []);
  const page = await signedInPage(browser, teacher);
  await page.goto(`/editcourse/${course.courseId}`);

  await page.getByRole('button', { name: 'Add assignment' }).click();
  const form = page.getByRole('dialog', { name: 'New assignment' });
  await form.getByLabel('Title').fill('Read about joints');
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
    /^0 of 20,000 characters/,
  );
  // From the title field with Tab straight into the editor's text, which wakes it; its toolbar is before it.
  await form.getByLabel('Title').press('Tab');
  const editor = awakeEditor(form, 'Description');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(form.locator('.mantine-RichTextEditor-toolbar :focus')).toHaveCount(1);
  await editor.focus();
  await page.keyboard.type('Read ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('chapter 2');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' first.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- Bring a notebook');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('the syllabus');
  await page.keyboard.press('Shift+Home');
  await form.getByRole('button', { name: 'Link', exact: true }).click();
  // SPEC §5: an address without a scheme gets http://.
  await page.getByRole('textbox', { name: 'Enter URL' }).fill('example.org/syllabus');
  await page.getByRole('textbox', { name: 'Enter URL' }).press('Enter');
  await expect(editor.getByRole('link', { name: 'the syllabus' })).toBeVisible();
  // The counter counts what the server's limit counts: the text with its markup.
  // <p>Read <strong>chapter 2</strong> first.</p><ul><li><p>Bring a notebook</p></li></ul><p><a href="...">...</a></p>
  await expect(editor).toHaveAccessibleDescription(/^147 of 20,000 characters/);
  await form.getByRole('switch', { name: /^Published/ }).check();
  await form.getByRole('button', { name: 'Add assignment' }).click();
  await expect(form).toBeHidden();

  const studentPage = await signedInPage(browser, student);
  await studentPage.goto(`/viewcourse/${course.courseId}`);
  const row = studentPage
    .getByRole('region', { name: 'Assignments' })
    .getByRole('listitem')
    .filter({ hasText: 'Read about joints' })
    .first();
  await expect(row.locator('strong', { hasText: 'chapter 2' })).toBeVisible();
  await expect(row.getByRole('listitem').filter({ hasText: 'Bring a notebook' })).toBeVisible();
  await expect(row.getByRole('link', { name: 'the syllabus' })).toHaveAttribute(
    'href',
    'http://example.org/syllabus',
  );
});

/** The rich editor's own code, which the page fetches when an editor is first used. */
const EDITOR_CODE = /\/assets\/RichEditorCore-[^/]+\.js$/;

test('what is typed while the editor loads is kept, and an editor that cannot load says so and keeps it', async ({
  browser,
  request,
}) => {
  const teacher = await createPerson(request, 'teacher');
  const page = await signedInPage(browser, teacher);
  // The editor's code is held back, as on a slow network.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(EDITOR_CODE, async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('button', { name: 'Create course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a course' });
  const textBox = dialog.getByRole('textbox', { name: 'Description' });
  await expect(textBox).toBeVisible();
  // The status that says the editor is loading is there, silent, before it has anything to say: screen readers
  // announce a change of a live region, not always one that comes with its text.
  const statuses = dialog.getByRole('status');
  const silent = await statuses.count();
  expect(silent).toBeGreaterThan(0);
  await textBox.click();
  await expect(statuses.filter({ hasText: 'Loading the editor of Description' })).toHaveCount(1);
  await expect(statuses).toHaveCount(silent);
  await page.keyboard.type('Safety first');
  await expect(dialog).toContainText('Safety first');
  await expect(textBox).toHaveAccessibleDescription(/^19 of 20,000 characters/);
  // The last key before the editor comes is a space, which ProseMirror drops at a line's end as it reads the text.
  await page.keyboard.type(' ');

  release();
  const editor = awakeEditor(dialog, 'Description');
  await expect(editor).toBeFocused();
  await page.keyboard.type('always.');
  await expect(editor).toHaveText('Safety first always.');

  // Another page, whose editor's code cannot be fetched, as when the network drops, and then can.
  const other = await signedInPage(browser, teacher);
  await other.route(EDITOR_CODE, (route) => route.abort());
  await other.getByRole('button', { name: 'Create course' }).click();
  const otherDialog = other.getByRole('dialog', { name: 'Create a course' });
  await otherDialog.getByRole('textbox', { name: 'Description' }).click();
  await other.keyboard.type('Plain words');
  await expect(otherDialog.getByText('The editor could not be loaded.', { exact: false })).toBeVisible();
  await expect(otherDialog).toContainText('Plain words');
  await expect(otherDialog.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
    /The editor could not be loaded/,
  );
  await other.unroute(EDITOR_CODE);
  const otherEditor = await wokenEditor(otherDialog, 'Description');
  await expect(otherEditor).toHaveText('Plain words');
});
