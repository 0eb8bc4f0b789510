import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { HOUR, scheduleCourse } from './support/courses';
import { test } from './support/journey';
import { demoPerson, signedInPage } from './support/people';
import { expectFitsWidth } from './support/screenFit';
import { timeBudget } from './support/serverEnv';

/** Writes `text` into the rich-text editor named `label` within `scope` and presses `button`. */
async function write(page: Page, label: string, text: string, button: string) {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await editor.fill(text);
  await page.getByRole('button', { name: button, exact: true }).click();
}

const commentBy = (page: Page, name: string) =>
  page.getByRole('listitem', { name: `Comment by ${name}`, exact: true });

test('a teacher starts a discussion; a student joins from the course page and posts; the teacher sees it live and replies; the student sees the reply live; the teacher assesses and the student sees the mark', async ({
  browser,
  request,
}) => {
  test.setTimeout(timeBudget(120_000));
  // The demo school's people: the browser suite signs up from one address and must stay within its limit.
  const [teacher, student] = await Promise.all([
    demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    demoPerson(request, 'student3', 'Sid Student', 'student'),
  ]);
  const title = 'Is light a wave?';
  const course = await scheduleCourse(
    request,
    teacher,
    [student],
    [{ kind: 'discussion', title, startsIn: -HOUR / 4, lasts: 2 * HOUR, active: true, manual: true }],
  );
  const discussionId = course.items[0]!._id;

  // The teacher starts it from the course's discussions: the status page of the new sitting.
  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto(`/listdiscussion/${course.courseId}`);
  await teacherPage.getByRole('link', { name: `Start the discussion: ${title}` }).click();
  await expect(teacherPage).toHaveURL(
    new RegExp(`/discussionstatus/${course.courseId}/${discussionId}/[^/]+$`),
  );
  await expect(teacherPage.getByRole('button', { name: 'End the discussion' })).toBeVisible();
  await expect(teacherPage.getByText('No comments yet')).toBeVisible();

  // The student opens it from their course page, joins the sitting, and posts.
  const studentPage = await signedInPage(browser, student);
  await studentPage.goto(`/viewcourse/${course.courseId}`);
  await studentPage.getByRole('link', { name: `Join: ${title}` }).click();
  await expect(studentPage).toHaveURL(
    new RegExp(`/joindiscussion/${course.courseId}/${discussionId}/[^/]+$`),
  );
  await write(studentPage, 'Your comment', 'It bends around corners, so a wave.', 'Post comment');
  await expect(commentBy(studentPage, 'Sid Student')).toContainText('It bends around corners');

  // The teacher's page shows it without a reload, with the student counted and marked as joined.
  const theirs = commentBy(teacherPage, 'Sid Student');
  await expect(theirs).toContainText('It bends around corners, so a wave.');
  const participation = teacherPage.getByRole('table', { name: 'Who takes part' });
  await expect(participation.getByRole('row', { name: /Sid Student/ })).toContainText('Joined');

  // The teacher replies; the student sees the reply under their comment, live.
  await theirs.getByRole('button', { name: 'Reply to Sid Student' }).click();
  await write(teacherPage, 'Your reply to Sid Student', 'And the photoelectric effect?', 'Post reply');
  await expect(
    commentBy(studentPage, 'Sid Student').getByRole('listitem', { name: 'Comment by Tom Teacher' }),
  ).toContainText('And the photoelectric effect?');
  expect(await seriousViolations(studentPage)).toEqual([]);

  // The teacher assesses; a mark out of range is refused with a message, then a good one is saved.
  await teacherPage.goto(`/assessmentdiscussionlist/${course.courseId}/${discussionId}`);
  const mark = teacherPage.getByRole('textbox', { name: 'Mark of Sid Student, out of 10' });
  await mark.fill('12');
  await teacherPage.getByRole('button', { name: 'Save the mark of Sid Student' }).click();
  await expect(teacherPage.getByText('Mark: at most 10.')).toBeVisible();
  await mark.fill('8');
  await teacherPage.getByRole('textbox', { name: 'Feedback to Sid Student' }).fill('Clear and well argued.');
  await teacherPage.getByRole('button', { name: 'Save the mark of Sid Student' }).click();
  await expect(teacherPage.getByText('The mark of Sid Student is saved.')).toBeVisible();

  // The student's page shows the mark, live.
  await expect(studentPage.getByText('Your mark: 8 out of 10')).toBeVisible();
  await expect(studentPage.getByText('Clear and well argued.')).toBeVisible();
  await studentPage.setViewportSize({ width: 375, height: 740 });
  await expectFitsWidth(studentPage, 375);
});
