import { expect, test as plainTest } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../src/server/test/oidcProvider';
import { seriousViolations } from './support/axe';
import { test } from './support/journey';
import { expectFitsWidth } from './support/screenFit';
import { timeBudget } from './support/serverEnv';
import { signOnApp } from './support/signOnApp';

/**
 * Single sign-on by OpenID Connect (issue 34), through a real provider's own pages: `oidc-provider` started here,
 * and a server of the app of its own, configured with it (SSO_PROVIDERS), beside the workers' servers.
 */
const SCHOOL = 'Riverside School';
let provider: TestOidcProvider;
let app: Awaited<ReturnType<typeof signOnApp>>;
let appUrl: string;

plainTest.describe('single sign-on with the school’s OpenID Connect provider', () => {
  plainTest.describe.configure({ mode: 'serial', timeout: timeBudget(120_000) });

  plainTest.beforeAll(async () => {
    app = await signOnApp();
    appUrl = app.url;
    provider = await startOidcProvider({ appUrl, providerIds: ['riverside'] });
    // The demo school's Sam Student, whose school account has the same, verified, address.
    provider.accounts.set('sam.at.riverside', {
      email: 'student1@demo.example.com',
      email_verified: true,
      given_name: 'Sam',
      family_name: 'Student',
    });
    provider.accounts.set('unverified.at.riverside', {
      email: 'nobody@riverside.test',
      email_verified: false,
    });
    await app.start([
      {
        id: 'riverside',
        name: SCHOOL,
        protocol: 'oidc',
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        allowInsecureRequests: true,
      },
    ]);
  });

  plainTest.afterAll(async () => {
    await app?.stop();
    await provider?.close();
  });

  plainTest(
    'a student signs in on the school’s page, lands on the dashboard, and signs out through it',
    async ({ page }) => {
      await page.goto(`${appUrl}/login`);
      await page.getByRole('link', { name: `Sign in with ${SCHOOL}` }).click();

      // The provider's own sign-in page.
      await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
      await page.locator('input[name="login"]').fill('sam.at.riverside');
      await page.locator('input[name="password"]').fill('whatever-the-school-checks');
      await page.getByRole('button', { name: 'Sign-in' }).click();

      await expect(page).toHaveURL(`${appUrl}/dashboard`);
      await expect(page.getByRole('button', { name: 'SS Sam Student' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('Accounts.userId'))).toBeTruthy();

      // Signing out ends our session, then the provider's (its confirmation page), and comes back to /login. The
      // page's load renews the session as the sign-out starts: the server renews it, and the answer is held until
      // the sign-out has been asked for, as on a busy machine once. That late answer must not sign them in again.
      const signOutAsked = page.waitForRequest('**/api/v1/sso/logout');
      await page.route('**/user/renew', async (route) => {
        const response = await route.fetch();
        await signOutAsked;
        await route.fulfill({ response });
      });
      await page.goto(`${appUrl}/logoutSSO`);
      await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
      await page.getByRole('button', { name: 'Yes, sign me out' }).click();
      await expect(page).toHaveURL(`${appUrl}/login`);
      await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('Accounts.userId'))).toBeNull();

      // Signed out here: /logoutSSO says so plainly, and is accessible.
      await page.goto(`${appUrl}/logoutSSO`);
      await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  plainTest(
    'an address the provider has not verified is refused with a clear page and a way back',
    async ({ page }) => {
      await page.goto(`${appUrl}/loginSSO`);
      await expect(page.getByRole('link', { name: `Sign in with ${SCHOOL}` })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: `Sign in with ${SCHOOL}` }).click();
      await page.locator('input[name="login"]').fill('unverified.at.riverside');
      await page.locator('input[name="password"]').fill('anything');
      await page.getByRole('button', { name: 'Sign-in' }).click();

      await expect(page).toHaveURL(`${appUrl}/loginSSO?error=emailNotVerified`);
      await expect(page.getByRole('alert')).toContainText('Your email address is not confirmed');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Back to sign in with a password' }).click();
      await expect(page).toHaveURL(`${appUrl}/login`);
    },
  );

  plainTest('a sign-in link used twice says it has expired, on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${appUrl}/loginSSO?ticket=already-spent`);
    await expect(page.getByRole('alert')).toContainText('The sign-in link has expired');
    await expect(page.getByRole('link', { name: `Sign in with ${SCHOOL}` })).toBeVisible();
    await expectFitsWidth(page, 375);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('without providers configured, /loginSSO says so plainly and /login offers no sign-on button', async ({
  page,
}) => {
  await page.goto('/loginSSO');
  await expect(page.getByText('Your school has not set up single sign-on')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Sign in with/ })).toHaveCount(0);
});
