import { expect, test } from '@playwright/test';
import { SAML_ATTRIBUTES, type SamlTestIdp, startSamlTestIdp } from '../src/server/test/samlTestIdp';
import { seriousViolations } from './support/axe';
import { timeBudget } from './support/serverEnv';
import { signOnApp } from './support/signOnApp';

/**
 * Single sign-on by SAML 2.0 on /loginIDQ (issue 34), through a real identity provider's own page: samlify as the
 * school federation's IdP, started here, and a server of the app of its own configured with it (SSO_PROVIDERS).
 */
const FEDERATION = 'Lakeside Federation';
let idp: SamlTestIdp;
let app: Awaited<ReturnType<typeof signOnApp>>;
let appUrl: string;

test.describe('single sign-on with the school federation’s SAML identity provider', () => {
  test.describe.configure({ mode: 'serial', timeout: timeBudget(120_000) });

  test.beforeAll(async () => {
    app = await signOnApp();
    appUrl = app.url;
    // Our metadata is read from the app when the IdP first meets a request of ours (the entity id is its address).
    idp = await startSamlTestIdp({
      spMetadata: async (entityId) => (await fetch(entityId)).text(),
      users: [
        // The demo school's Sam Student, whose school account has the same address.
        {
          nameId: 'lakeside-sam',
          email: 'student1@demo.example.com',
          givenName: 'Sam',
          familyName: 'Student',
        },
      ],
    });
    await app.start([
      {
        id: 'lakeside',
        name: FEDERATION,
        protocol: 'saml',
        idpMetadataUrl: idp.metadataUrl,
        roles: { claim: SAML_ATTRIBUTES.affiliation },
      },
    ]);
  });

  test.afterAll(async () => {
    await app?.stop();
    await idp?.close();
  });

  test('a student signs in on the federation’s page, lands on the dashboard, and signs out through it', async ({
    page,
  }) => {
    await page.goto(`${appUrl}/loginIDQ`);
    await expect(page.getByRole('link', { name: `Sign in with ${FEDERATION}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: `Sign in with ${FEDERATION}` }).click();

    // The identity provider's own page; it posts its signed answer to our ACS by itself.
    await expect(page).toHaveURL(new RegExp(`^${idp.url}/sso`));
    await page.getByRole('button', { name: 'Sign in as Sam' }).click();

    await expect(page).toHaveURL(`${appUrl}/dashboard`);
    await expect(page.getByRole('button', { name: 'SS Sam Student' })).toBeVisible();

    // Signed in, /loginIDQ is for signed-out visitors only (SPEC §2).
    await page.goto(`${appUrl}/loginIDQ`);
    await expect(page).toHaveURL(`${appUrl}/dashboard`);

    // Signing out ends our session, then the identity provider's (single logout), and comes back to /login.
    await page.goto(`${appUrl}/logoutSSO`);
    await expect(page).toHaveURL(`${appUrl}/login`);
    expect(idp.logouts).toContain('lakeside-sam');
    expect(await page.evaluate(() => localStorage.getItem('Accounts.userId'))).toBeNull();
  });

  test('a refused sign-in has a clear page, accessible, with a way back', async ({ page }) => {
    await page.goto(`${appUrl}/loginIDQ?error=replayed`);
    await expect(page.getByRole('alert')).toContainText('This sign-in was already used');
    await expect(page.getByRole('link', { name: `Sign in with ${FEDERATION}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to sign in with a password' }).click();
    await expect(page).toHaveURL(`${appUrl}/login`);
  });
});
