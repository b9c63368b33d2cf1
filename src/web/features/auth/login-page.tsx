import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { messages } from '#shared/messages/messages.ts';
import { homeAfterLogin, returnPath } from '#shared/account/user-paths.ts';
import type { CurrentUser } from '#shared/account/users.ts';
import { forgotPasswordSchema, resetPasswordSchema, type ForgotPasswordInput, type ResetPasswordInput } from '#shared/account/password-reset.ts';
import { loginSchema, type LoginInput } from '#shared/messages/validation.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/field.tsx';
import { api, ApiRequestError } from '../../lib/api/api.ts';
import { useAuth } from '../../lib/session/auth.tsx';
import { signedIn } from '../../lib/session/signed-in.ts';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { applyServerErrors } from '../../lib/api/form-errors.ts';
import { wordMessage, wordText } from '../../lib/i18n/word-message.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

/** /login, and /reset-password (Forgot password's screens, which share this route entry: router.tsx). */
export function LoginPage() {
  return useLocation().pathname.toLowerCase().startsWith('/reset-password') ? <PasswordPage /> : <SignInPage />;
}

function SignInPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signIn'));
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A page that sent a signed-out reader here (a link in a mail, say) is where signing in leads back to.
  const next = returnPath(useSearchParams()[0].get('next'));
  const after = (signedInUser: Pick<CurrentUser, 'role'>) => next ?? homeAfterLogin(signedInUser);
  const [failure, setFailure] = useState<string | null>(null);
  // The password was right and the account asks for a two-factor code next.
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  if (user && !isSubmitting) return <Navigate to={after(user)} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await api('POST /api/auth/login', { body: values });
      if (result.two_factor_required) return setCodeStep(true);
      navigate(after(await signedIn(queryClient, result)), { replace: true });
    } catch (error) {
      // 429 carries its own message; any other refusal reads as the spec's login failure text.
      setFailure(error instanceof ApiRequestError && error.status === 429 ? error.message : messages.invalidLogin);
    }
  });

  const clearOnEdit = (name: keyof LoginInput) => ({ onChange: () => { form.clearErrors(name); setFailure(null); } });

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-section-title">{t('auth.loginTitle')}</h1>
      <p className="mt-1 text-slate-600">{t('auth.loginSubtitle')}</p>
      {codeStep ? (
        <TwoFactorStep
          onSignedIn={(signedIn) => navigate(after(signedIn), { replace: true })}
          onRestart={(reason) => { setCodeStep(false); setFailure(reason); form.resetField('password'); }}
        />
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-8 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {failure && <Alert>{failure}</Alert>}
          <Field label={t('auth.email')} error={errors.email?.message}>
            {({ id, describedBy, invalid }) => (
              <Input id={id} type="email" autoComplete="email" aria-describedby={describedBy} aria-invalid={invalid} {...form.register('email', clearOnEdit('email'))} />
            )}
          </Field>
          <Field label={t('auth.password')} error={errors.password?.message}>
            {({ id, describedBy, invalid }) => (
              <Input id={id} type="password" autoComplete="current-password" aria-describedby={describedBy} aria-invalid={invalid} {...form.register('password', clearOnEdit('password'))} />
            )}
          </Field>
          <p className="text-end text-sm">
            <Link to="/reset-password" className="font-medium text-brand-600 hover:underline">{t('auth.forgotPassword')}</Link>
          </p>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
          </Button>
          <p className="text-center text-sm text-slate-600">
            {t('auth.noAccount')}{' '}
            <Link to="/register" className="font-medium text-brand-600 hover:underline">{t('auth.signUp')}</Link>
          </p>
        </form>
      )}
    </div>
  );
}

// Forgot password's two screens, in this module so that they add no chunk for the entry to name (router.tsx).

const FIELDS = ['email'] as const;

/**
 * /reset-password: without a token, "Forgot your password?" asks for a link; with the link's token, a new
 * password. One route for both keeps the home bundle within its budget (router.tsx).
 */
export function PasswordPage() {
  const [params] = useSearchParams();
  return params.get('token') ? <ResetPasswordPage /> : <ForgotPasswordPage />;
}

/** Forgot password: the same answer whether or not the address has an account. */
function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgotTitle'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api('POST /api/auth/forgot-password', { body: values });
      setSentTo(values.email.trim());
    } catch (error) {
      if (applyServerErrors(error, form.setError, FIELDS)) return;
      // 409 says mail is not configured, 429 to wait: both carry their own message.
      setFailure(error instanceof ApiRequestError && error.status < 500 && error.status !== 422 ? wordMessage(error) : wordText(messages.tooManyAttempts));
    }
  });

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-section-title">{t('auth.forgotTitle')}</h1>
      <p className="mt-1 text-slate-600">{t('auth.forgotSubtitle')}</p>
      {sentTo ? (
        <div className="mt-8 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <Alert tone="success">{t('auth.linkSent', { email: sentTo })}</Alert>
          <p className="text-center text-sm">
            <Link to="/login" className="font-medium text-brand-600 hover:underline">{t('auth.backToLogin')}</Link>
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-8 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {failure && <Alert>{failure}</Alert>}
          <Field label={t('auth.email')} error={errors.email?.message}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="email"
                autoComplete="email"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...form.register('email', { onChange: () => { form.clearErrors('email'); setFailure(null); } })}
              />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? t('auth.sendingLink') : t('auth.sendLink')}
          </Button>
          <p className="text-center text-sm">
            <Link to="/login" className="font-medium text-brand-600 hover:underline">{t('auth.backToLogin')}</Link>
          </p>
        </form>
      )}
    </div>
  );
}

const RESET_FIELDS = ['password', 'passwordConfirm'] as const;

/** /reset-password?token=…: a new password from a reset link; every session of the account ends. */
function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.resetTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: '', passwordConfirm: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api('POST /api/auth/reset-password', { body: { ...values, token } });
      setDone(true);
    } catch (error) {
      if (applyServerErrors(error, form.setError, RESET_FIELDS)) return;
      setFailure(error instanceof ApiRequestError && error.status < 500 ? wordMessage(error) : wordText(messages.resetLinkInvalid));
    }
  });
  const clearOnEdit = (name: (typeof RESET_FIELDS)[number]) => ({ onChange: () => { form.clearErrors(name); setFailure(null); } });

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-section-title">{t('auth.resetTitle')}</h1>
      <p className="mt-1 text-slate-600">{t('auth.resetSubtitle')}</p>
      {done ? (
        <div className="mt-8 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <Alert tone="success">{t('auth.resetDone')}</Alert>
          <Link to="/login" className="block text-center font-medium text-brand-600 hover:underline">{t('auth.signIn')}</Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-8 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {failure && (
            <Alert>
              {failure}{' '}
              <Link to="/reset-password" className="font-medium underline">{t('auth.askNewLink')}</Link>
            </Alert>
          )}
          <Field label={t('auth.newPassword')} error={errors.password?.message}>
            {({ id, describedBy, invalid }) => (
              <Input id={id} type="password" autoComplete="new-password" aria-describedby={describedBy} aria-invalid={invalid} {...form.register('password', clearOnEdit('password'))} />
            )}
          </Field>
          <Field label={t('auth.confirmPassword')} error={errors.passwordConfirm?.message}>
            {({ id, describedBy, invalid }) => (
              <Input id={id} type="password" autoComplete="new-password" aria-describedby={describedBy} aria-invalid={invalid} {...form.register('passwordConfirm', clearOnEdit('passwordConfirm'))} />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? t('auth.settingPassword') : t('auth.setPassword')}
          </Button>
        </form>
      )}
    </div>
  );
}
