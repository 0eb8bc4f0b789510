import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** A username nobody has used in this run. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** The newest link mailed to an address, read from the outbox through the admin's API (no SMTP here). */
export async function latestMailedLink(request: APIRequestContext, to: string): Promise<string> {
  const login = await request.post('/user/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  const { accessToken } = await login.json();
  const outbox = await request.get(`/api/v1/mail/outbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { data } = (await outbox.json()) as { data: { text: string; createdAt: string }[] };
  const newest = [...data].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const link = newest?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, `a link mailed to ${to}`).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

export async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
