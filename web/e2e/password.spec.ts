import { expect, test } from './test';

test('the activation page renders its form and checks the password rules', async ({ page }) => {
  await page.goto('/activation?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Set password' });
  await submit.click();
  await expect(page.getByText('Fill the password', { exact: true })).toBeVisible();
  await expect(page.getByText('Fill the password confirmation', { exact: true })).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('short');
  await expect(
    page.getByText('Minimum 8 characters with uppercase, lowercase, number and special character.'),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Kuda-Lari-2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Kuda-Lari-2025');
  await expect(page.getByText('Password confirmation does not match.')).toBeVisible();

  // A valid form with an unknown token: the server refuses the link (400) and says why.
  await page.getByLabel('Confirm password', { exact: true }).fill('Kuda-Lari-2026');
  await submit.click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});

test('the activation page without a token explains the link is incomplete', async ({ page }) => {
  await page.goto('/activation');
  await expect(page.getByText(/activation link is incomplete/)).toBeVisible();
});

test('the reset page asks for an e-mail without a token', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Fill in email', { exact: true })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('nobody@roda.test');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
});

test('the reset page with a token asks for the new password twice', async ({ page }) => {
  await page.goto('/reset-password?token=abc');
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Confirm password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save new password' })).toBeVisible();
});
