import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { CURRENCIES, type Currency } from '#shared/enums.ts';
import {
  OFFER_CONDITIONS, OFFER_KINDS, OFFER_LIMITS, OFFER_SCOPES, offerTermsSchema, PAYMENT_KINDS, STAKE_FORMS, todayUtc,
  type DealOffer, type PaymentKind,
} from '#shared/deals/offers.ts';
import { dateFormat } from '#shared/dates/format.ts';
import { messageText } from '#shared/messages/messages.ts';
import { formatApprox } from '#shared/money/format.ts';
import { LOCAL_CURRENCY } from '#shared/money/currencies.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input, Select } from '../../components/ui/field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { cn } from '../../lib/cn.ts';
import { languageOf, useTranslation } from '../../lib/i18n/i18n.ts';
import { wordMessage, wordText } from '../../lib/i18n/word-message.ts';
import { useCountry } from '../../lib/preferences/use-preferences.ts';
import { useRates } from '../../lib/preferences/use-rates.ts';
import { useOfferActions } from './offer-queries.ts';
import {
  draftFromTerms, draftTotal, emptyDraft, errorsFromIssues, exactMoney, formFields, offerSummary, termsFromDraft,
  type FieldErrors, type OfferDraft, type OfferTermsShown, type OfferWords, type PaymentPartDraft,
} from './offer-terms.ts';

// The offer form (issue 50): a new offer, or a counter prefilled from the version it answers. The shared schema checks
// it field by field before it is sent (offerTermsSchema, as the server does), and the server's field messages land on
// the same fields. A live summary reads the offer in words beside the form (under it on a phone).

const textareaClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-100 aria-[invalid=true]:border-red-500';

/** The offer screens' words: the catalogue's deals.offers texts, exact amounts, the reader's currency, days in UTC. */
export function useOfferWords(): OfferWords {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const [country] = useCountry();
  const rates = useRates();
  return useMemo(() => {
    // Keys built at run time: the catalogue test checks that each exists in both languages.
    const translate = t as unknown as (key: string, values?: Record<string, string | number>) => string;
    const days = dateFormat(language, 'medium', true);
    return {
      t: (key, values) => translate(`deals.offers.${key}`, values),
      language,
      money: (amount, currency) => exactMoney(amount, currency, language),
      approx: (amount, currency) =>
        rates && amount != null && Number.isFinite(amount) ? formatApprox(amount, currency, LOCAL_CURRENCY[country], rates, language) : null,
      day: (day) => days.format(new Date(`${day}T00:00:00Z`)),
    };
  }, [t, language, country, rates]);
}

/** What the form is for: a new offer (possibly starting from an earlier version's terms), or a counter to `offer`. */
export type OfferFormMode = { type: 'make'; from?: OfferTermsShown | undefined } | { type: 'counter'; offer: DealOffer };

export function OfferFormDialog({ dealId, mode, onClose }: { dealId: string; mode: OfferFormMode | null; onClose(): void }) {
  const { t } = useTranslation();
  const counter = mode?.type === 'counter' ? mode.offer : null;
  return (
    <Modal
      open={mode !== null}
      onOpenChange={(open) => !open && onClose()}
      title={counter ? t('deals.offers.form.counterTitle') : t('deals.offers.form.makeTitle')}
      description={counter ? t('deals.offers.form.counterIntro', { version: counter.version }) : t('deals.offers.form.makeIntro')}
      closeLabel={t('deals.offers.form.cancel')}
      className="max-w-5xl p-4 sm:p-6"
    >
      {/* Mounted per opening: each starts from its own terms. */}
      {mode && <OfferForm dealId={dealId} mode={mode} onCancel={onClose} onDone={onClose} />}
    </Modal>
  );
}

function OfferForm({ dealId, mode, onCancel, onDone }: { dealId: string; mode: OfferFormMode; onCancel(): void; onDone(): void }) {
  const { t } = useTranslation();
  const words = useOfferWords();
  const [country] = useCountry();
  const formRef = useRef<HTMLFormElement>(null);
  const actions = useOfferActions(dealId);
  const [draft, setDraft] = useState<OfferDraft>(() => {
    const today = todayUtc();
    if (mode.type === 'counter') return draftFromTerms(mode.offer.terms, today);
    return mode.from ? draftFromTerms(mode.from, today) : emptyDraft(LOCAL_CURRENCY[country], today);
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const pending = actions.make.isPending || actions.counter.isPending;

  const check = (next: OfferDraft): FieldErrors => {
    const parsed = offerTermsSchema().safeParse(termsFromDraft(next));
    return parsed.success ? {} : errorsFromIssues(parsed.error.issues);
  };
  /** A change: once the form was sent, its messages follow the draft as it is corrected. */
  const update = (change: Partial<OfferDraft>, field?: string) => {
    const next = { ...draft, ...change };
    setDraft(next);
    setFormError(null);
    if (submitted) setErrors(check(next));
    else if (field) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const updatePart = (index: number, change: Partial<PaymentPartDraft>, field: string) =>
    update({ payment: draft.payment.map((part, i) => (i === index ? { ...part, ...change } : part)) }, `payment.${index}.${field}`);

  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('deals.offers.form.fixErrors'));
      focusFirstError();
      return;
    }
    setFormError(null);
    const terms = termsFromDraft(draft);
    const sent = mode.type === 'counter' ? actions.counter.mutateAsync({ offerId: mode.offer.id, terms }) : actions.make.mutateAsync(terms);
    sent.then(onDone, (error: unknown) => {
      if (!(error instanceof ApiRequestError) || error.code === 'internalError') {
        setFormError(t('deals.offers.failed'));
        return;
      }
      const known = formFields(draft.payment.length);
      const onFields: FieldErrors = {};
      const elsewhere: string[] = [];
      for (const [path, entry] of Object.entries(error.fields)) {
        // The English text: the fields word it from its key, as they do the schema's own (wordText).
        if (known.includes(path)) onFields[path] = entry.message;
        else elsewhere.push(wordMessage(entry));
      }
      setErrors(onFields);
      const marked = Object.keys(onFields).length > 0;
      setFormError(elsewhere.length > 0 ? elsewhere.join(' ') : marked ? t('deals.offers.form.fixErrors') : wordMessage(error));
      if (marked) focusFirstError();
    });
  };

  const total = draftTotal(draft);
  const totalWrong = total !== 100;
  const summary = offerSummary(termsFromDraft(draft), words);
  const unusedKinds = PAYMENT_KINDS.filter((kind) => !draft.payment.some((part) => part.kind === kind));

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]" data-testid="offer-form">
      <div className="min-w-0 space-y-5">
        {formError && <Alert>{formError}</Alert>}

        <Choices legend={t('deals.offers.form.kind')} error={errors.kind} name="offer-kind"
          options={OFFER_KINDS.map((kind) => ({ value: kind, label: t(`deals.offers.kinds.${kind}`), hint: t(`deals.offers.kindHints.${kind}`) }))}
          value={draft.kind} onChange={(kind) => update({ kind }, 'kind')} />

        <Choices legend={t('deals.offers.form.bought')} error={errors.scope} name="offer-scope"
          options={OFFER_SCOPES.map((scope) => ({ value: scope, label: t(`deals.offers.scopes.${scope}`) }))}
          value={draft.scope} onChange={(scope) => update({ scope }, 'scope')} />
        {draft.scope === 'stake' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('deals.offers.form.stakePercent')} error={errors.stake_percent} required>
              {({ id, describedBy, invalid }) => (
                <Input id={id} inputMode="decimal" dir="ltr" value={draft.stake_percent} aria-describedby={describedBy} aria-invalid={invalid}
                  onChange={(e) => update({ stake_percent: e.target.value }, 'stake_percent')} />
              )}
            </Field>
            <Choices legend={t('deals.offers.form.stakeForm')} error={errors.stake_form} name="offer-stake-form" inline
              options={STAKE_FORMS.map((form) => ({ value: form, label: t(`deals.offers.stakeForms.${form}`) }))}
              value={draft.stake_form} onChange={(stake_form) => update({ stake_form }, 'stake_form')} />
          </div>
        )}

        <div className={cn('grid gap-4', draft.kind === 'ioi' ? 'sm:grid-cols-[8rem_1fr_1fr]' : 'sm:grid-cols-[8rem_1fr]')}>
          <Field label={t('deals.offers.form.currency')} error={errors.currency} required>
            {({ id, describedBy, invalid }) => (
              <Select id={id} dir="ltr" value={draft.currency} aria-describedby={describedBy} aria-invalid={invalid}
                onChange={(e) => update({ currency: e.target.value as Currency }, 'currency')}>
                {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
              </Select>
            )}
          </Field>
          {draft.kind === 'loi' ? (
            <AmountField label={t('deals.offers.form.price')} value={draft.price} error={errors.price} onChange={(price) => update({ price }, 'price')} />
          ) : (
            <>
              <AmountField label={t('deals.offers.form.priceFrom')} value={draft.price_min} error={errors.price_min} onChange={(price_min) => update({ price_min }, 'price_min')} />
              <AmountField label={t('deals.offers.form.priceTo')} value={draft.price_max} error={errors.price_max} onChange={(price_max) => update({ price_max }, 'price_max')} />
            </>
          )}
        </div>

        <fieldset className="space-y-3" data-testid="offer-payment">
          <legend className="text-sm font-medium text-slate-700">{t('deals.offers.form.payment')}</legend>
          <p className="text-xs text-slate-500">{t('deals.offers.form.paymentIntro')}</p>
          {draft.payment.map((part, index) => (
            <PaymentRow key={index} index={index} part={part} errors={errors} removable={draft.payment.length > 1}
              kinds={PAYMENT_KINDS.filter((kind) => kind === part.kind || !draft.payment.some((other) => other.kind === kind))}
              onChange={(change, field) => updatePart(index, change, field)}
              onRemove={() => update({ payment: draft.payment.filter((_, i) => i !== index) }, 'payment')} />
          ))}
          <div className="flex flex-wrap items-center justify-between gap-3">
            {unusedKinds[0] && (
              <Button variant="secondary" onClick={() => update({ payment: [...draft.payment, { kind: unusedKinds[0] as PaymentKind, percent: '', measure: '', months: '' }] }, 'payment')}>
                <Plus aria-hidden="true" className="size-4" />
                {t('deals.offers.form.addPart')}
              </Button>
            )}
            <p className={cn('ms-auto text-sm font-semibold', totalWrong ? 'text-red-700' : 'text-emerald-700')} aria-live="polite" data-testid="offer-payment-total">
              {t('deals.offers.form.total', { total })}
            </p>
          </div>
          {(errors.payment || totalWrong) && (
            <p className="text-sm text-red-600" role={submitted ? 'alert' : undefined}>{wordText(errors.payment ?? messageText('paymentSum'))}</p>
          )}
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">{t('deals.offers.form.conditions')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {OFFER_CONDITIONS.map((condition) => (
              <label key={condition} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="size-4 shrink-0 accent-brand-600" checked={draft.conditions.includes(condition)}
                  onChange={(e) => update({
                    conditions: e.target.checked ? [...draft.conditions, condition] : draft.conditions.filter((c) => c !== condition),
                  }, 'conditions')} />
                {t(`deals.offers.conditions.${condition}`)}
              </label>
            ))}
          </div>
          {errors.conditions && <p className="text-sm text-red-600">{wordText(errors.conditions)}</p>}
          {draft.conditions.includes('other') && (
            <Field label={t('deals.offers.form.otherCondition')} error={errors.conditions_other} required>
              {({ id, describedBy, invalid }) => (
                <Input id={id} dir="auto" value={draft.conditions_other} maxLength={OFFER_LIMITS.otherCondition} aria-describedby={describedBy} aria-invalid={invalid}
                  onChange={(e) => update({ conditions_other: e.target.value }, 'conditions_other')} />
              )}
            </Field>
          )}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('deals.offers.form.exclusivity')} error={errors.exclusivity_days} hint={t('deals.offers.form.exclusivityHint')} required>
            {({ id, describedBy, invalid }) => (
              <Input id={id} type="number" min={0} max={OFFER_LIMITS.maxExclusivityDays} step={1} inputMode="numeric" dir="ltr" value={draft.exclusivity_days}
                aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => update({ exclusivity_days: e.target.value }, 'exclusivity_days')} />
            )}
          </Field>
          <Field label={t('deals.offers.form.expires')} error={errors.expires_on} required>
            {({ id, describedBy, invalid }) => (
              <Input id={id} type="date" dir="ltr" min={todayUtc()} value={draft.expires_on} aria-describedby={describedBy} aria-invalid={invalid}
                onChange={(e) => update({ expires_on: e.target.value }, 'expires_on')} />
            )}
          </Field>
        </div>

        <Field label={t('deals.offers.form.note')} error={errors.note}>
          {({ id, describedBy, invalid }) => (
            <textarea id={id} rows={3} dir="auto" maxLength={OFFER_LIMITS.note} value={draft.note} className={textareaClasses}
              aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => update({ note: e.target.value }, 'note')} />
          )}
        </Field>
      </div>

      <aside className="min-w-0 lg:sticky lg:top-0 lg:self-start" aria-labelledby="offer-summary-title">
        <div className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800" data-testid="offer-summary">
          <h3 id="offer-summary-title" className="font-semibold text-slate-900">{t('deals.offers.form.summary')}</h3>
          <div className="mt-2 space-y-1.5">
            {summary.map((sentence, i) => <p key={i}>{sentence}</p>)}
          </div>
        </div>
      </aside>

      <div className="flex flex-wrap justify-end gap-2 lg:col-span-2">
        <Button variant="secondary" onClick={onCancel}>{t('deals.offers.form.cancel')}</Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('deals.offers.form.sending') : mode.type === 'counter' ? t('deals.offers.form.submitCounter') : t('deals.offers.form.submit')}
        </Button>
      </div>
    </form>
  );
}

function AmountField({ label, value, error, onChange }: { label: string; value: string; error: string | undefined; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <Field label={label} error={error} hint={t('deals.offers.form.priceHint')} required>
      {({ id, describedBy, invalid }) => (
        <Input id={id} inputMode="decimal" dir="ltr" autoComplete="off" value={value} aria-describedby={describedBy} aria-invalid={invalid}
          onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

interface ChoicesProps<V extends string> {
  legend: string;
  name: string;
  options: { value: V; label: string; hint?: string }[];
  value: V | '';
  error: string | undefined;
  inline?: boolean;
  onChange(value: V): void;
}

/** A group of radio buttons with its legend and message. */
function Choices<V extends string>({ legend, name, options, value, error, inline, onChange }: ChoicesProps<V>) {
  const id = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className={cn('grid gap-2', inline ? 'grid-cols-2' : 'sm:grid-cols-2')}>
        {options.map((option) => (
          <label key={option.value}
            className={cn('flex cursor-pointer items-start gap-2 rounded-md border px-3 py-2 text-sm', value === option.value ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white')}>
            <input type="radio" name={`${name}-${id}`} value={option.value} checked={value === option.value} className="mt-0.5 size-4 shrink-0 accent-brand-600"
              aria-invalid={error ? true : undefined} onChange={() => onChange(option.value)} />
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.hint && <span className="block text-xs text-slate-500">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && <p id={`${id}-error`} className="text-sm text-red-600">{wordText(error)}</p>}
    </fieldset>
  );
}

interface PaymentRowProps {
  index: number;
  part: PaymentPartDraft;
  errors: FieldErrors;
  kinds: PaymentKind[];
  removable: boolean;
  onChange(change: Partial<PaymentPartDraft>, field: string): void;
  onRemove(): void;
}

function PaymentRow({ index, part, errors, kinds, removable, onChange, onRemove }: PaymentRowProps) {
  const { t } = useTranslation();
  const at = (field: string) => errors[`payment.${index}.${field}`];
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3" data-testid="offer-payment-part">
      <div className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-start gap-2">
        <Field label={t('deals.offers.form.partKind')} error={at('kind')}>
          {({ id, describedBy, invalid }) => (
            <Select id={id} value={part.kind} aria-describedby={describedBy} aria-invalid={invalid}
              onChange={(e) => onChange({ kind: e.target.value as PaymentKind }, 'kind')}>
              {kinds.map((kind) => <option key={kind} value={kind}>{t(`deals.offers.paymentKinds.${kind}`)}</option>)}
            </Select>
          )}
        </Field>
        <Field label={t('deals.offers.form.partPercent')} error={at('percent')}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} inputMode="decimal" dir="ltr" value={part.percent} aria-describedby={describedBy} aria-invalid={invalid}
              onChange={(e) => onChange({ percent: e.target.value }, 'percent')} />
          )}
        </Field>
        <div className="pt-6">
          {removable && (
            <Button variant="ghost" className="px-2" aria-label={t('deals.offers.form.removePart')} title={t('deals.offers.form.removePart')} onClick={onRemove}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>
      </div>
      {part.kind === 'earn_out' && (
        <div className="mt-2 grid gap-2 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <Field label={t('deals.offers.form.measure')} error={at('measure')} hint={t('deals.offers.form.measureHint')} required>
            {({ id, describedBy, invalid }) => (
              <Input id={id} dir="auto" value={part.measure} maxLength={OFFER_LIMITS.measure} aria-describedby={describedBy} aria-invalid={invalid}
                onChange={(e) => onChange({ measure: e.target.value }, 'measure')} />
            )}
          </Field>
          <Field label={t('deals.offers.form.months')} error={at('months')} required>
            {({ id, describedBy, invalid }) => (
              <Input id={id} type="number" min={1} max={OFFER_LIMITS.maxEarnOutMonths} step={1} inputMode="numeric" dir="ltr" value={part.months}
                aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => onChange({ months: e.target.value }, 'months')} />
            )}
          </Field>
        </div>
      )}
    </div>
  );
}
