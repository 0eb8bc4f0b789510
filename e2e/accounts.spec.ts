import { expect } from '@playwright/test';
import { DEMO_PASSWORD, latestMailedLink, signInWithForm, uniqueName } from './support/accounts';
import { test } from './support/journey';
import { apiSignIn, expectOk, register } from './support/people';

test('a new teacher registers, confirms the mail, is sent to complete the profile, completes it, waits for approval and reaches the dashboard once approved', async ({
  page,
  request,
}) => {
  const username = uniqueName('tina');
  const email = `${username}@school.test`;
  const password = 'amber-kettle-orchard-7';

  await page.goto('/register');
  await page.getByLabel('Teacher').check();
  await page.getByLabel('Full name').fill('Tina Teacher');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account is created')).toBeVisible();

  await page.goto(await latestMailedLink(email));
  await expect(page.getByText('Email confirmed')).toBeVisible();

  await page.getByLabel('Username or email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // SPEC §2: an incomplete profile goes to /profile/{username} after 1 s.
  await expect(page).toHaveURL(new RegExp(`/profile/${username}$`));
  await expect(page.getByText('Your profile is not complete yet')).toBeVisible();

  await page.getByLabel('Phone').fill('+44 20 7946 0000');
  await page.getByLabel('Institution').fill('Riverside College');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is not complete yet')).toBeHidden();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Issue 10: a self-registered teacher waits for an administrator before the dashboard opens.
  await expect(
    page.getByRole('heading', { name: 'Your teacher account is waiting for approval' }),
  ).toBeVisible();
  const admin = await apiSignIn(request, 'admin', DEMO_PASSWORD);
  const waiting = await expectOk<{ data: { _id: string }[] }>(
    await request.get(`/api/v1/user/userAdminList/teacher?approval=pending&q=${username}`, {
      headers: admin.headers,
    }),
    'the teachers waiting for approval',
  );
  await expectOk(
    await request.post('/api/v1/user/approveTeacher', {
      headers: admin.headers,
      data: { userId: waiting.data[0]?._id },
    }),
    'approve Tina',
  );
  await expect(page.getByRole('heading', { name: 'Welcome, Tina Teacher' })).toBeVisible();
  await expect(page.getByText('Teacher', { exact: true })).toBeVisible();
});

test('a student who forgot the password resets it from the mailed link and signs in with the new one', async ({
  page,
  request,
  browser,
}) => {
  const username = uniqueName('sally');
  const email = `${username}@school.test`;
  await register(request, {
    username,
    email,
    password: 'first-meadow-lantern-3',
    fullName: 'Sally Student',
    role: 'student',
  });

  await page.goto('/forgotPassword');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(/email/i);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  const link = await latestMailedLink(email);
  expect(link).toMatch(/^\/resetPassword\//);
  await page.goto(link);
  const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
  const repeated = page.getByLabel('Repeat the new password');
  await newPassword.fill('short');
  await repeated.fill('shorts');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(newPassword).toHaveAccessibleDescription(/at least/i);
  await expect(repeated).toHaveAccessibleDescription('The two passwords differ.');
  await newPassword.fill('second-harbour-violin-9');
  await repeated.fill('second-harbour-violin-9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();

  const fresh = await (await browser.newContext()).newPage();
  await signInWithForm(fresh, username, 'first-meadow-lantern-3');
  await expect(fresh.getByRole('alert')).toBeVisible();
  await expect(fresh).toHaveURL(/\/login$/);
  await signInWithForm(fresh, username, 'second-harbour-violin-9');
  await expect(fresh).not.toHaveURL(/\/login$/);
});

test('a teacher whose browser signed in before still gets in while someone on the same network guesses the password', async ({
  page,
  request,
  browser,
}) => {
  const username = uniqueName('tara');
  const password = 'copper-lantern-meadow-5';
  await register(request, {
    username,
    email: `${username}@school.test`,
    password,
    fullName: 'Tara Teacher',
    role: 'teacher',
  });
  await signInWithForm(page, username, password);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Tara Teacher' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();

  // A pupil in the same classroom (the same address) tries passwords until the sign-in slows down.
  const pupil = await (await browser.newContext()).newPage();
  for (let guess = 1; guess <= 5; guess++) {
    await signInWithForm(pupil, username, `guess-number-${guess}`);
    await expect(pupil.getByRole('alert')).toContainText('The username, email or password is not correct.');
  }
  await signInWithForm(pupil, username, password);
  await expect(pupil.getByRole('alert')).toContainText(
    /Too many failed sign-in attempts\. Try again in \d+ seconds\./,
  );

  // The teacher's browser shows it signed in to this account before, and is let in at once.
  await signInWithForm(page, username, password);
  await expect(page).not.toHaveURL(/\/login$/);
});

test('a signed-in user opening /login lands on the dashboard', async ({ page }) => {
  await signInWithForm(page, 'student1', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome, Sam Student/ })).toBeVisible();
});

test('a student opening a teacher route is sent home', async ({ page }) => {
  await signInWithForm(page, 'student1', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/editcourse/some-course');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown address shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found|notFound/i);
});

test('signing in with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username or email').focus();
  await page.keyboard.type('teacher');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome, Tom Teacher/ })).toBeVisible();
});

test('a student whose confirmation mail went missing asks for it again on the sign-in page; its link confirms the address once', async ({
  page,
  request,
}) => {
  const username = uniqueName('silas');
  const email = `${username}@school.test`;
  await register(request, {
    username,
    email,
    password: 'willow-cabin-river-8',
    fullName: 'Silas Student',
    role: 'student',
  });

  await page.goto('/login');
  await page.getByRole('button', { name: "Didn't get the confirmation mail? Send it again" }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(/email/i);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // The same answer whether or not the address has an account, so that nobody learns which addresses do.
  await expect(page.getByRole('status')).toHaveText(
    'If an account uses this address and is not verified yet, a new link is on its way.',
  );

  const link = await latestMailedLink(email);
  await page.goto(link);
  await expect(page.getByText('Email confirmed')).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This verification link is not valid any more.');
});

test('on a slow first submit the registration button shows the check under way, and the account is created once', async ({
  page,
}) => {
  const username = uniqueName('dora');
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Dora Double');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email address').fill(`${username}@school.test`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('linen-harbour-thistle-4');

  // The form's check arrives with its first submit: held back here, as a slow network would.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const registrations: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/user/create') registrations.push(sent.method());
  });

  const button = page.getByRole('button', { name: 'Create account' });
  await button.click();
  await expect(button).toBeDisabled();
  await page.getByLabel('Email address').press('Enter');
  release();
  await expect(page.getByText('Your account is created')).toBeVisible();
  expect(registrations).toEqual(['POST']);
});
