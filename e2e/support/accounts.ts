import { expect, type Page, test } from '@playwright/test';
import { readMailFolder } from '../../src/server/mail/mailFolder';
import { e2eMailDir } from './serverEnv';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** A username nobody has used in this run. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/**
 * The newest link mailed to an address, as its recipient gets it: from the mail folder (no SMTP here) of the server
 * of the running journey's worker.
 */
export async function latestMailedLink(to: string): Promise<string> {
  const mails = await readMailFolder(e2eMailDir(test.info().parallelIndex), to);
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, `a link mailed to ${to}`).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

export async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
