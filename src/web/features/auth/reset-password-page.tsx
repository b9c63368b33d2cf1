import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import { resetPasswordSchema, type ResetPasswordInput } from '../../../shared/password-reset.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/field.tsx';
import { api, ApiRequestError } from '../../lib/api.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { wordMessage, wordText } from '../../lib/word-message.ts';

const FIELDS = ['password', 'passwordConfirm'] as const;

/** /reset-password?token=…: a new password from a reset link; every session of the account ends. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
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
      if (applyServerErrors(error, form.setError, FIELDS)) return;
      setFailure(error instanceof ApiRequestError && error.status < 500 ? wordMessage(error) : wordText(messages.resetLinkInvalid));
    }
  });
  const clearOnEdit = (name: (typeof FIELDS)[number]) => ({ onChange: () => { form.clearErrors(name); setFailure(null); } });

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">{t('auth.resetTitle')}</h1>
      <p className="mt-1 text-slate-600">{t('auth.resetSubtitle')}</p>
      {done ? (
        <div className="mt-8 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <Alert tone="success">{t('auth.resetDone')}</Alert>
          <Link to="/login" className="block text-center font-medium text-brand-600 hover:underline">{t('auth.signIn')}</Link>
        </div>
      ) : !token ? (
        <div className="mt-8 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <Alert>{t('auth.resetMissingToken')}</Alert>
          <Link to="/forgot-password" className="block text-center font-medium text-brand-600 hover:underline">{t('auth.askNewLink')}</Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-8 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {failure && (
            <Alert>
              {failure}{' '}
              <Link to="/forgot-password" className="font-medium underline">{t('auth.askNewLink')}</Link>
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
