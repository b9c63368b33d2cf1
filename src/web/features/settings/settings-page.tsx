import { useEffect, useRef, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import {
  changeEmailSchema, changePasswordSchema, deleteAccountSchema, type AccountSession, type ChangeEmailInput, type ChangePasswordInput, type DeleteAccountInput,
} from '#shared/account/account.ts';
import { COUNTRIES, LANGUAGES, type Country, type Language } from '#shared/preferences.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Field, Input, Select } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api, ApiRequestError, UNREACHABLE } from '../../lib/api/api.ts';
import { sessionQueryKey, useAuth } from '../../lib/session/auth.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { applyServerErrors } from '../../lib/api/form-errors.ts';
import { useDateFormat } from '../../lib/i18n/use-date-format.ts';
import { useCountry, useLanguage } from '../../lib/preferences/use-preferences.ts';
import { wordMessage, wordText } from '../../lib/i18n/word-message.ts';
import { SignInFirst } from '../../components/sign-in-first.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

// Settings (issue 19, docs/decisions/0139-account-settings.md): the password, language and country, and the
// sessions of the signed-in user. Every rule is the server's; this page shows its answers.

const PASSWORD_FIELDS = ['current_password', 'password', 'passwordConfirm'] as const;

/** A refused call in the reader's language; the server's words for an API error, the unreachable message otherwise. */
const failureText = (error: unknown) => wordMessage(error instanceof ApiRequestError ? error : UNREACHABLE);
const SESSIONS_KEY = ['account', 'sessions'] as const;

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-semibold">{title}</h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  const { user } = useAuth();
  if (!user) return <SignInFirst />;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-page-title">{t('settings.title')}</h1>
        <p className="mt-1 text-slate-600">{t('settings.subtitle')}</p>
      </div>
      <Section id="settings-account" title={t('settings.account')}>
        <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium text-slate-500">{t('settings.name')}</dt>
          <dd>{user.full_name}</dd>
          <dt className="font-medium text-slate-500">{t('settings.email')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <bdi dir="ltr">{user.email}</bdi>
            <span data-testid="email-status" className={user.email_verified ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700' : 'rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800'}>
              {user.email_verified ? t('settings.verified') : t('settings.unverified')}
            </span>
          </dd>
        </dl>
        {!user.email_verified && <ResendVerification email={user.email} />}
      </Section>
      <ChangeEmail />
      <ChangePassword />
      <TwoFactorSection wrap={(children) => <Section id="two-factor" title={t('twoFactor.title')} intro={t('twoFactor.intro')}>{children}</Section>} />
      <Preferences />
      <Sessions />
      <Section id="settings-data" title={t('settings.dataTitle')} intro={t('settings.dataIntro')}>
        <div className="flex flex-wrap gap-3">
          {/* Plain downloads: the browser sends the session cookie and saves the attachment. */}
          <a href="/api/account/export" download className={buttonClasses('secondary')}>{t('settings.downloadJson')}</a>
          <a href="/api/account/export.zip" download className={buttonClasses('secondary')}>{t('settings.downloadZip')}</a>
        </div>
      </Section>
      <DeleteAccount />
    </div>
  );
}

function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useMutation({ mutationFn: () => api('POST /api/account/verification-email') });
  return (
    <div className="mt-4 space-y-3">
      {resend.isSuccess && <Alert tone="success">{t('settings.verificationSent', { email })}</Alert>}
      {resend.isError && <Alert>{failureText(resend.error)}</Alert>}
      <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>{t('settings.resendVerification')}</Button>
    </div>
  );
}

const EMAIL_FIELDS = ['new_email', 'current_password'] as const;

function ChangeEmail() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailSchema), defaultValues: { new_email: '', current_password: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setPending(null);
    try {
      const result = await api('POST /api/account/email', { body: values });
      form.reset();
      setPending(result.pending_email);
    } catch (error) {
      if (applyServerErrors(error, form.setError, EMAIL_FIELDS)) return;
      setFailure(failureText(error));
    }
  });
  return (
    <Section id="settings-email" title={t('settings.emailTitle')} intro={t('settings.emailIntro')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {pending && <Alert tone="success">{t('settings.emailChangePending', { email: pending })}</Alert>}
        {failure && <Alert>{failure}</Alert>}
        <Field label={t('settings.newEmail')} error={errors.new_email?.message}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} type="email" autoComplete="email" aria-describedby={describedBy} aria-invalid={invalid} {...form.register('new_email', { onChange: () => form.clearErrors('new_email') })} />
          )}
        </Field>
        <Field label={t('settings.currentPassword')} error={errors.current_password?.message}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} type="password" autoComplete="current-password" aria-describedby={describedBy} aria-invalid={invalid} {...form.register('current_password', { onChange: () => form.clearErrors('current_password') })} />
          )}
        </Field>
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('settings.changingEmail') : t('settings.changeEmail')}</Button>
      </form>
    </Section>
  );
}

/** /verify-email?token=…: opens a mailed link once, signed in or not, and says what it did. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.verifyTitle'));
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () => api('POST /api/account/confirm-email', { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
  const { mutate } = confirm;
  // Once per page: a link is single-use, so a second call would answer "invalid" to the same click.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  const result = confirm.data;
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">{t('settings.verifyTitle')}</h1>
      <div className="mt-8 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        {confirm.isError ? (
          <Alert>{failureText(confirm.error)}</Alert>
        ) : result ? (
          <Alert tone="success">{result.purpose === 'change' ? t('settings.changedDone', { email: result.email }) : t('settings.verifiedDone', { email: result.email })}</Alert>
        ) : (
          <p className="flex items-center gap-2 text-slate-600"><Spinner className="size-5" />{t('settings.verifying')}</p>
        )}
        {(result || confirm.isError) && (
          <Link to={user ? '/settings' : '/login'} className="block text-center font-medium text-brand-600 hover:underline">
            {user ? t('settings.toSettings') : t('settings.toSignIn')}
          </Link>
        )}
      </div>
    </div>
  );
}

const DELETE_FIELDS = ['password', 'confirm'] as const;

function DeleteAccount() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '', confirm: false as unknown as true } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api('POST /api/account/delete', { body: values });
      await logout();
    } catch (error) {
      if (applyServerErrors(error, form.setError, DELETE_FIELDS)) return;
      setFailure(failureText(error));
    }
  });
  return (
    <Section id="settings-delete" title={t('settings.deleteTitle')} intro={t('settings.deleteIntro')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {failure && <Alert>{failure}</Alert>}
        <Field label={t('settings.deletePassword')} error={errors.password?.message}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} type="password" autoComplete="current-password" aria-describedby={describedBy} aria-invalid={invalid} {...form.register('password')} />
          )}
        </Field>
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" aria-invalid={Boolean(errors.confirm)} {...form.register('confirm')} />
            <span>{t('settings.deleteConfirm')}</span>
          </label>
          {errors.confirm?.message && <p className="mt-1 text-sm text-red-600">{wordText(errors.confirm.message)}</p>}
        </div>
        <Button type="submit" variant="danger" disabled={isSubmitting}>{isSubmitting ? t('settings.deleting') : t('settings.deleteButton')}</Button>
      </form>
    </Section>
  );
}

function ChangePassword() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: { current_password: '', password: '', passwordConfirm: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setDone(null);
    try {
      const result = await api('POST /api/account/password', { body: values });
      form.reset();
      setDone(result.signed_out);
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    } catch (error) {
      if (applyServerErrors(error, form.setError, PASSWORD_FIELDS)) return;
      setFailure(failureText(error));
    }
  });
  const field = (name: (typeof PASSWORD_FIELDS)[number], label: string, autoComplete: string) => (
    <Field label={label} error={errors[name]?.message}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} type="password" autoComplete={autoComplete} aria-describedby={describedBy} aria-invalid={invalid} {...form.register(name, { onChange: () => form.clearErrors(name) })} />
      )}
    </Field>
  );
  return (
    <Section id="settings-password" title={t('settings.passwordTitle')} intro={t('settings.passwordIntro')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {done !== null && <Alert tone="success">{done > 0 ? t('settings.otherDevicesSignedOut', { count: done }) : t('settings.passwordChanged')}</Alert>}
        {failure && <Alert>{failure}</Alert>}
        {field('current_password', t('settings.currentPassword'), 'current-password')}
        {field('password', t('auth.newPassword'), 'new-password')}
        {field('passwordConfirm', t('auth.confirmPassword'), 'new-password')}
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('settings.changingPassword') : t('settings.changePassword')}</Button>
      </form>
    </Section>
  );
}

function Preferences() {
  const { t } = useTranslation();
  const { user, updateMe } = useAuth();
  const [language, setLanguage] = useLanguage();
  const [country, setCountry] = useCountry();
  return (
    <Section id="settings-preferences" title={t('settings.preferencesTitle')} intro={t('settings.preferencesIntro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('settings.language')}>
          {({ id }) => (
            <Select id={id} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
              {LANGUAGES.map((l) => <option key={l} value={l}>{t(`nav.languages.${l}`)}</option>)}
            </Select>
          )}
        </Field>
        <Field label={t('settings.country')}>
          {({ id }) => (
            <Select id={id} value={country} onChange={(e) => setCountry(e.target.value as Country)}>
              {COUNTRIES.map((c) => <option key={c} value={c}>{t(`countries.${c}`)}</option>)}
            </Select>
          )}
        </Field>
      </div>
      {user && (
        // The weekly "New matches for you" mail (issue 23): on by default, one click to turn off or on again.
        <label className="mt-4 flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" checked={user.match_digest} data-testid="match-digest"
            onChange={(e) => void updateMe({ match_digest: e.target.checked }).catch(() => {})} />
          <span>
            <span className="font-medium">{t('settings.matchDigest')}</span>
            <span className="block text-slate-600">{t('settings.matchDigestHint')}</span>
          </span>
        </label>
      )}
    </Section>
  );
}

function Sessions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formatTime = useDateFormat('dateTime');
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => api('GET /api/account/sessions') });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const endOne = useMutation({
    mutationFn: (id: string) => api('DELETE /api/account/sessions/:id', { params: { id } }),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () => api('POST /api/account/sessions/sign-out-others'),
    onSuccess: (result) => setNotice(t('settings.signedOutOthers', { count: result.signed_out })),
    onSettled: refresh,
  });
  const items = query.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;
  const deviceName = (s: AccountSession) => t('settings.device', { browser: s.browser ?? t('settings.unknownBrowser'), os: s.os ?? t('settings.unknownSystem') });
  return (
    <Section id="settings-sessions" title={t('settings.sessionsTitle')} intro={t('settings.sessionsIntro')}>
      {notice && <Alert tone="success" className="mb-4">{notice}</Alert>}
      {(endOne.error ?? endOthers.error) && <Alert className="mb-4">{failureText(endOne.error ?? endOthers.error)}</Alert>}
      {query.isPending ? (
        <div className="flex justify-center py-6"><Spinner className="size-6" /></div>
      ) : query.isError ? (
        <Alert>{t('settings.loadFailed')}</Alert>
      ) : (
        <>
          <ul className="divide-y divide-slate-100" data-testid="sessions">
            {items.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session">
                <div className="text-sm">
                  <p className="font-medium">
                    {deviceName(s)}
                    {s.current && <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{t('settings.thisDevice')}</span>}
                  </p>
                  <p className="text-slate-500">
                    {t('settings.lastSeen', { time: formatTime(s.last_seen_at) })} · {t('settings.signedInAt', { time: formatTime(s.signed_in_at) })}
                    {s.ip && <> · <span dir="ltr">{t('settings.address', { ip: s.ip })}</span></>}
                  </p>
                </div>
                {!s.current && (
                  <Button variant="secondary" disabled={endOne.isPending} onClick={() => endOne.mutate(s.id)} aria-label={`${t('settings.signOut')}: ${deviceName(s)}`}>
                    {t('settings.signOut')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others === 0 ? (
            <p className="mt-3 text-sm text-slate-500">{t('settings.noOtherSessions')}</p>
          ) : (
            <Button variant="secondary" className="mt-4" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>{t('settings.signOutOthers')}</Button>
          )}
        </>
      )}
    </Section>
  );
}
