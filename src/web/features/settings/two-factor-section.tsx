import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { TwoFactorSetup } from '#shared/account/two-factor.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api, ApiRequestError, UNREACHABLE } from '../../lib/api/api.ts';
import { twoFactorStatusQuery } from '../../lib/session/two-factor-status.ts';
import { wordMessage } from '../../lib/i18n/word-message.ts';

// Settings → Two-factor sign-in (issue 47): set up with a QR code, recovery codes shown once, new codes, turn off.
// The QR code is drawn by the server, so this screen carries no encoder.

type Failure = { field?: string; text: string };
const failureOf = (error: unknown): Failure => {
  if (!(error instanceof ApiRequestError)) return { text: wordMessage(UNREACHABLE) };
  const [field, first] = Object.entries(error.fields)[0] ?? [];
  return field && first ? { field, text: first.message } : { text: wordMessage(error) };
};

/** One field and a button: the current password, or a code; the server's refusal is shown on the field. */
function OneFieldForm({ label, type, submit, busyText, onSubmit, testId }: {
  label: string; type: 'password' | 'code'; submit: string; busyText: string; onSubmit(value: string): Promise<void>; testId: string;
}) {
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await onSubmit(value);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={send} className="space-y-3" data-testid={testId}>
      {failure && !failure.field && <Alert>{failure.text}</Alert>}
      <Field label={label} error={failure?.field ? failure.text : undefined}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type={type === 'password' ? 'password' : 'text'}
            dir={type === 'code' ? 'ltr' : undefined}
            inputMode={type === 'code' ? 'numeric' : undefined}
            autoComplete={type === 'password' ? 'current-password' : 'one-time-code'}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={value}
            onChange={(event) => { setValue(event.target.value); setFailure(null); }}
          />
        )}
      </Field>
      <Button type="submit" disabled={busy}>{busy ? busyText : submit}</Button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{t('twoFactor.codesTitle')}</h3>
      <p className="text-sm text-slate-600">{t('twoFactor.codesIntro')}</p>
      <ul data-testid="recovery-codes" dir="ltr" className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-4 font-mono text-sm">
        {codes.map((code) => <li key={code}>{code}</li>)}
      </ul>
      <Button variant="secondary" onClick={onDone}>{t('twoFactor.codesSaved')}</Button>
    </div>
  );
}

export function TwoFactorSection({ wrap }: { wrap(children: ReactNode): ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorStatusQuery);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The admin panel's gate reads the same query: it opens as soon as the set-up is confirmed.
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey });

  if (status.isPending) return wrap(<Spinner className="size-5" />);
  if (status.isError) return wrap(<Alert>{failureOf(status.error).text}</Alert>);
  const { enabled, recovery_codes_left: left, required } = status.data;

  const body = codes ? (
    <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
  ) : setup ? (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('twoFactor.scan')}</p>
      <div className="flex flex-wrap items-center gap-6">
        <img src={setup.qr_data_url} alt={t('twoFactor.qrAlt')} width={176} height={176} className="rounded border border-slate-200" />
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700">{t('twoFactor.secretLabel')}</p>
          <code data-testid="two-factor-secret" dir="ltr" className="block break-all rounded bg-slate-50 px-2 py-1 font-mono text-sm">{setup.secret}</code>
        </div>
      </div>
      <OneFieldForm
        testId="two-factor-confirm"
        label={t('twoFactor.confirmCode')}
        type="code"
        submit={t('twoFactor.confirm')}
        busyText={t('twoFactor.confirming')}
        onSubmit={async (code) => {
          const result = await api('POST /api/auth/two-factor/enable', { body: { code } });
          setSetup(null);
          setCodes(result.recovery_codes);
          setNotice(t('twoFactor.turnedOn'));
          await refresh();
        }}
      />
      <Button variant="secondary" onClick={() => setSetup(null)}>{t('twoFactor.cancel')}</Button>
    </div>
  ) : enabled ? (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">{t('twoFactor.codesLeft', { left })}</p>
      <div className="space-y-2">
        <h3 className="font-semibold">{t('twoFactor.regenerate')}</h3>
        <p className="text-sm text-slate-600">{t('twoFactor.regenerateIntro')}</p>
        <OneFieldForm
          testId="two-factor-regenerate"
          label={t('settings.currentPassword')}
          type="password"
          submit={t('twoFactor.regenerate')}
          busyText={t('twoFactor.regenerating')}
          onSubmit={async (password) => {
            setCodes((await api('POST /api/auth/two-factor/recovery-codes', { body: { current_password: password } })).recovery_codes);
            await refresh();
          }}
        />
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">{t('twoFactor.turnOff')}</h3>
        <p className="text-sm text-slate-600">{t('twoFactor.turnOffIntro')}</p>
        <OneFieldForm
          testId="two-factor-disable"
          label={t('settings.currentPassword')}
          type="password"
          submit={t('twoFactor.turnOff')}
          busyText={t('twoFactor.turningOff')}
          onSubmit={async (password) => {
            await api('POST /api/auth/two-factor/disable', { body: { current_password: password } });
            setNotice(t('twoFactor.turnedOff'));
            await refresh();
          }}
        />
      </div>
    </div>
  ) : (
    <OneFieldForm
      testId="two-factor-start"
      label={t('settings.currentPassword')}
      type="password"
      submit={t('twoFactor.turnOn')}
      busyText={t('twoFactor.starting')}
      onSubmit={async (password) => {
        setNotice(null);
        setSetup(await api('POST /api/auth/two-factor/setup', { body: { current_password: password } }));
      }}
    />
  );

  return wrap(
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm">
        <span data-testid="two-factor-status" className={enabled ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700' : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700'}>
          {enabled ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}
        </span>
      </p>
      {required && !enabled && <Alert>{t('twoFactor.requiredForAdmins')}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {body}
    </div>,
  );
}
