import { Suspense, lazy, useState } from 'react';
import { Button, Form } from 'antd';
// The inputs from their own modules: antd's `Input` also brings TextArea, Search, OTP and Group
// to the sign-in page (issue 8; docs/BENCHMARKS.md "First load of the web app").
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '../../../components/EmailInput';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
// The error class only: the API client (ky) and the session code come with the first submit.
import { ApiError } from '../../../lib/api/types';
import { APP_HOME, safeReturnPath } from '../../../lib/navigation';
import { emitSessionEnded } from '../../../lib/sessionEvents';
import { isPlainLevel, readStoredUser } from '../../../lib/storage';
import { useSubmit } from '../../../lib/useSubmit';
import { loginRule, type LoginForm } from '../loginRules';
import { AuthCard } from './AuthCard';

/** Shown only after a refused sign-in, so fetched then (issue 8). */
const Alert = lazy(() => import('antd/es/alert'));

/**
 * Signs in and keeps the new session (after dropping anything left from a previous one). The call
 * and the session store are fetched on submit, with the API client, so the sign-in page's first
 * load does not carry them (issue 8; docs/BENCHMARKS.md "First load of the web app").
 */
async function signInAndStore(values: LoginForm): Promise<void> {
  const [{ login }, { storeLogin }] = await Promise.all([import('../api'), import('../../../entities/session/session')]);
  const email = values.email.trim();
  const data = await login({ email, password: values.password });
  emitSessionEnded();
  storeLogin(data, email);
}

/** The message to show under the form for a failed sign-in, if the form should show one. */
function loginErrorText(error: unknown, invalidCredentials: string): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null; // toasted already
  if (error.status === 401) return invalidCredentials;
  return error.message; // 429 rate limited and other refusals: the server's own words
}

/** /login: e-mail and password; on success the app opens the first allowed area. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<LoginForm>();
  const [error, setError] = useState<string | null>(null);
  const [params] = useSearchParams();
  // The page to open after signing in: `?next=` (a deep link, an expired session) or the
  // guard's state; only this app's own /app pages.
  const target =
    safeReturnPath(params.get('next')) ?? safeReturnPath((location.state as { from?: string } | null)?.from) ?? APP_HOME;

  const signIn = useSubmit(signInAndStore, {
    onSuccess: () => void navigate(target, { replace: true }),
    onError: (err) => setError(loginErrorText(err, t('login.invalid_credentials'))),
  });

  const stored = readStoredUser();
  if (stored?.token && stored.level && !isPlainLevel(stored.level) && !signIn.isPending) {
    // Signed in (also right after this form's sign-in): on to the page asked for.
    return <Navigate to={target} replace />;
  }

  return (
    <AuthCard title={t('login.title')}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => {
          setError(null);
          signIn.submit(values);
        }}>
        <Form.Item name="email" label={t('fields.email')} rules={[loginRule('email')]}>
          <EmailInput autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} rules={[loginRule('password')]}>
          <Password autoComplete="current-password" />
        </Form.Item>
        {error && (
          <Suspense fallback={null}>
            <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} data-testid="login-error" />
          </Suspense>
        )}
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            {t('login.submit')}
          </Button>
        </Form.Item>
        <Link to="/reset-password">{t('login.forgot')}</Link>
      </Form>
    </AuthCard>
  );
}
