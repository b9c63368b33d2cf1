import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Briefcase, TrendingUp } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { DEFAULT_COUNTRY, REGIONS, USER_TYPES, type UserType } from '#shared/enums.ts';
import { messages } from '#shared/messages/messages.ts';
import { registerSchema } from '#shared/messages/validation.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input, Select } from '../../components/ui/field.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { useAuth } from '../../lib/session/auth.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { applyServerErrors } from '../../lib/api/form-errors.ts';

type RegisterForm = z.input<typeof registerSchema>;
const FIELDS = ['full_name', 'email', 'password', 'passwordConfirm', 'company_name', 'country', 'phone'] as const;

const parseType = (value: string | null): UserType | null => USER_TYPES.find((t) => t === value) ?? null;

export function RegisterPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const type = parseType(params.get('type'));
  const step = params.get('step') === '2' && type ? 2 : 1;
  // Only a visitor who arrives signed in is sent away; signing up here navigates on its own.
  const [arrivedSignedIn] = useState(() => user !== null);
  useDocumentTitle(t('auth.createAccount'));

  if (arrivedSignedIn && user) return <SignedInAlready userType={user.user_type} wanted={type} />;

  const choose = (next: UserType) => setParams({ step: '2', type: next });

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-section-title">{t('auth.registerTitle')}</h1>
      {step === 1 || !type ? (
        <section className="mt-8">
          <h2 className="text-lg font-semibold">{t('auth.chooseRole')}</h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <RoleCard icon={<TrendingUp aria-hidden="true" />} title={t('auth.investorRole')} text={t('auth.investorRoleText')} selected={type === 'investor'} onChoose={() => choose('investor')} />
            <RoleCard icon={<Briefcase aria-hidden="true" />} title={t('auth.ownerRole')} text={t('auth.ownerRoleText')} selected={type === 'business_owner'} onChoose={() => choose('business_owner')} />
          </div>
          <p className="mt-6 text-center text-sm text-slate-600">
            {t('auth.haveAccount')} <Link to="/login" className="font-medium text-brand-600 hover:underline">{t('auth.logIn')}</Link>
          </p>
        </section>
      ) : (
        <AccountForm type={type} onBack={() => setParams({ step: '1', type })} />
      )}
    </div>
  );
}

/**
 * "List a Business" or "Become an Investor" pressed while signed in (issue 21): an owner goes on to the business
 * profile, where a business is listed, an investor to the investor profile; anyone else to the dashboard, which
 * says why.
 */
function SignedInAlready({ userType, wanted }: { userType: UserType | null; wanted: UserType | null }) {
  if (wanted && wanted === userType) return <Navigate to={wanted === 'investor' ? '/investorprofile' : '/businessprofile'} replace />;
  const refused = wanted === 'business_owner' ? 'registerOwner' : wanted === 'investor' ? 'registerInvestor' : 'register';
  return <Navigate to="/dashboard" replace state={{ refused }} />;
}

function RoleCard(props: { icon: React.ReactNode; title: string; text: string; selected: boolean; onChoose: () => void }) {
  return (
    <button
      type="button"
      onClick={props.onChoose}
      aria-pressed={props.selected}
      className="flex flex-col items-start gap-2 rounded-lg border-2 border-slate-200 bg-white p-5 text-start hover:border-brand-600 aria-pressed:border-brand-600"
    >
      <span className="text-brand-600">{props.icon}</span>
      <span className="text-base font-semibold">{props.title}</span>
      <span className="text-sm text-slate-600">{props.text}</span>
    </button>
  );
}

function AccountForm({ type, onBack }: { type: UserType; onBack: () => void }) {
  const { t } = useTranslation();
  const { register: registerAccount } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterForm, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { full_name: '', email: '', password: '', passwordConfirm: '', company_name: '', phone: '', country: DEFAULT_COUNTRY, user_type: type },
  });
  const { errors, isSubmitting } = form.formState;
  const isOwner = type === 'business_owner';

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const created = await registerAccount({ ...values, user_type: type });
      navigate(`/completeregistration?type=${type}&data=${encodeURIComponent(created.full_name)}`, { replace: true });
    } catch (error) {
      if (applyServerErrors(error, form.setError, FIELDS)) return;
      setFailure(error instanceof ApiRequestError && error.status === 429 ? error.message : messages.registrationFailed);
    }
  });

  // Spec: a field's error clears as soon as the field is edited.
  const field = (name: (typeof FIELDS)[number]) => form.register(name, { onChange: () => form.clearErrors(name) });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">{t('auth.accountDetails')}</h2>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
          {t('auth.registeringAs', { role: isOwner ? t('auth.ownerRole') : t('auth.investorRole') })}
        </span>
      </div>
      {failure && <Alert>{failure}</Alert>}
      <Field label={t('auth.fullName')} error={errors.full_name?.message} required>
        {({ id, describedBy, invalid }) => <Input id={id} autoComplete="name" aria-describedby={describedBy} aria-invalid={invalid} {...field('full_name')} />}
      </Field>
      <Field label={t('auth.email')} error={errors.email?.message} required>
        {({ id, describedBy, invalid }) => <Input id={id} type="email" autoComplete="email" aria-describedby={describedBy} aria-invalid={invalid} {...field('email')} />}
      </Field>
      <Field label={t('auth.password')} error={errors.password?.message} required>
        {({ id, describedBy, invalid }) => <Input id={id} type="password" autoComplete="new-password" aria-describedby={describedBy} aria-invalid={invalid} {...field('password')} />}
      </Field>
      <Field label={t('auth.confirmPassword')} error={errors.passwordConfirm?.message} required>
        {({ id, describedBy, invalid }) => <Input id={id} type="password" autoComplete="new-password" aria-describedby={describedBy} aria-invalid={invalid} {...field('passwordConfirm')} />}
      </Field>
      <Field label={isOwner ? t('auth.businessName') : t('auth.investmentFirm')} error={errors.company_name?.message} required={isOwner}>
        {({ id, describedBy, invalid }) => <Input id={id} autoComplete="organization" aria-describedby={describedBy} aria-invalid={invalid} {...field('company_name')} />}
      </Field>
      <Field label={t('auth.region')} error={errors.country?.message}>
        {({ id, describedBy }) => (
          <Select id={id} aria-describedby={describedBy} {...field('country')}>
            {REGIONS.map((r) => <option key={r} value={r}>{t(`countries.${r}`)}</option>)}
          </Select>
        )}
      </Field>
      <Field label={<>{t('auth.phone')} <span className="font-normal text-slate-500">({t('common.optional')})</span></>} error={errors.phone?.message}>
        {({ id, describedBy, invalid }) => <Input id={id} type="tel" autoComplete="tel" aria-describedby={describedBy} aria-invalid={invalid} {...field('phone')} />}
      </Field>
      <div className="flex gap-3 pt-2">
        <Button variant="secondary" onClick={onBack}>{t('auth.back')}</Button>
        <Button type="submit" className="flex-1" disabled={isSubmitting}>
          {isSubmitting ? t('auth.creatingAccount') : t('auth.createAccount')}
        </Button>
      </div>
    </form>
  );
}
