import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { envelope, server } from '../../../test/server';
import { spyOnEffects } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { changeLanguage } from '../../../lib/i18n';
import { readStoredUser } from '../../../lib/storage';

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  beforeEach(async () => {
    spyOnEffects();
    await changeLanguage('en');
  });

  it('checks the fields with the schema before calling the server', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Fill in email')).toBeInTheDocument();
    expect(screen.getByText('Fill the password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Wrong email format')).toBeInTheDocument();
  });

  it("shows exactly 'Incorrect email or password.' on 401", async () => {
    server.use(http.post('/api/v1/authentication/login', () => envelope(null, 401, 'whatever the server says')));
    renderApp('/login');
    await submit('admin@roda.test', 'Wrong!pass1');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Incorrect email or password.');
    expect(readStoredUser()).toBeNull();
  });

  it('shows the server message when rate limited', async () => {
    server.use(
      http.post('/api/v1/authentication/login', () =>
        envelope(null, 429, 'Too many attempts. Please wait a minute and try again.'),
      ),
    );
    renderApp('/login');
    await submit('admin@roda.test', 'Wrong!pass1');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('stores the sealed level and opens the app', async () => {
    server.use(
      http.post('/api/v1/authentication/login', () =>
        envelope({ token: 't1', refresh_token: 'r1', level: 'v1.sealed' }),
      ),
      http.post('/api/crypt/de', () => envelope(3)),
      http.get('/api/v1/me', () =>
        envelope({
          id: 'u3',
          email: 'level3@roda.test',
          full_name: 'Staff Level 3',
          level: 3,
          areas: ['home'],
          lender_id: null,
          lender_name: null,
        }),
      ),
      http.get('/api/v1/home/summary', () => envelope({ stages: [] })),
    );
    const { router } = renderApp('/login');
    await submit('level3@roda.test', 'Roda!demo2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home'));
    expect(readStoredUser()).toEqual({
      token: 't1',
      refresh_token: 'r1',
      level: 'v1.sealed',
      lender: null,
      funding_source: null,
      email: 'level3@roda.test',
    });
  });
});
