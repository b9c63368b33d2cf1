import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../../../shared/password-reset.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/field.tsx';
import { api, ApiRequestError } from '../../lib/api.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { wordMessage, wordText } from '../../lib/word-message.ts';

const FIELDS = ['email'] as const;

/** Forgot password: the same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
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
      <h1 className="text-2xl font-bold">{t('auth.forgotTitle')}</h1>
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
