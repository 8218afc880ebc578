/** Signs in through the login page as a person does (email, the demo password, the button). */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './graphql';

export async function signIn(page: Page, appUrl: string, email: string): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\//);
}
