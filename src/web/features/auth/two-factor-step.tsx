import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { CurrentUser } from '#shared/account/users.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/field.tsx';
import { api, ApiRequestError, UNREACHABLE } from '../../lib/api/api.ts';
import { signedIn } from '../../lib/session/signed-in.ts';
import { wordMessage } from '../../lib/i18n/word-message.ts';

interface Props {
  onSignedIn(user: CurrentUser): void;
  /** The pending sign-in is gone (expired, or the reader chose another account): back to the password. */
  onRestart(reason: string | null): void;
}

/** Sign-in's second step: the authenticator's code or a recovery code; the server checks and throttles both. */
export function TwoFactorStep({ onSignedIn, onRestart }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFieldError(undefined);
    setBusy(true);
    try {
      onSignedIn(await signedIn(queryClient, await api('POST /api/auth/login/two-factor', { body: { code, remember_device: remember } })));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return setFailure(wordMessage(UNREACHABLE));
      if (error.status === 401) return onRestart(wordMessage(error));
      const field = error.fields.code;
      if (field) setFieldError(field.message);
      else setFailure(wordMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="text-lg font-semibold">{t('twoFactor.codeTitle')}</h2>
      <p className="text-sm text-slate-600">{t('twoFactor.codeIntro')}</p>
      {failure && <Alert>{failure}</Alert>}
      <Field label={t('twoFactor.code')} error={fieldError}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            name="code"
            dir="ltr"
            autoComplete="one-time-code"
            autoFocus
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={code}
            onChange={(event) => { setCode(event.target.value); setFieldError(undefined); }}
          />
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        {t('twoFactor.rememberDevice')}
      </label>
      <Button type="submit" className="w-full" disabled={busy}>{busy ? t('twoFactor.verifying') : t('twoFactor.verify')}</Button>
      <p className="text-center text-sm">
        <button type="button" className="font-medium text-brand-600 hover:underline" onClick={() => onRestart(null)}>{t('twoFactor.startOver')}</button>
      </p>
    </form>
  );
}
