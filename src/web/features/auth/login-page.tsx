import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import { homeAfterLogin } from '../../../shared/user-paths.ts';
import { loginSchema, type LoginInput } from '../../../shared/validation.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/field.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const { user, login } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  if (user && !isSubmitting) return <Navigate to={homeAfterLogin(user)} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const signedIn = await login(values);
      navigate(homeAfterLogin(signedIn), { replace: true });
    } catch (error) {
      // 429 carries its own message; any other refusal reads as the spec's login failure text.
      setFailure(error instanceof ApiRequestError && error.status === 429 ? error.message : messages.invalidLogin);
    }
  });

  const clearOnEdit = (name: keyof LoginInput) => ({ onChange: () => { form.clearErrors(name); setFailure(null); } });

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">{t('auth.loginTitle')}</h1>
      <p className="mt-1 text-slate-600">{t('auth.loginSubtitle')}</p>
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
          <Link to="/forgot-password" className="font-medium text-brand-600 hover:underline">{t('auth.forgotPassword')}</Link>
        </p>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
        <p className="text-center text-sm text-slate-600">
          {t('auth.noAccount')}{' '}
          <Link to="/register" className="font-medium text-brand-600 hover:underline">{t('auth.signUp')}</Link>
        </p>
      </form>
    </div>
  );
}
