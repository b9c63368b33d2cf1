import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateRatesSchema, type UpdateRates } from '#shared/admin/rates.ts';
import { CURRENCIES, type Currency } from '#shared/enums.ts';
import { PEGS, type EditableCurrency } from '#shared/money/currencies.ts';
import { intlLocale } from '#shared/money/format.ts';
import { EDITABLE_CURRENCIES, type RatesPayload } from '#shared/money/rates.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api/api.ts';
import { languageOf, useTranslation } from '../../../lib/i18n/i18n.ts';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';
import { useRatesTable, useUpdateRates } from '../api/rates.ts';
import { Loaded, SectionHeader } from '../components/section.tsx';

type Outcome = { tone: 'error' | 'success'; text: string } | null;

/** An emptied input is a missing rate (refused), not zero. */
const asRate = (value: unknown) => (value === '' || value === null || value === undefined ? Number.NaN : Number(value));
const editable = (table: RatesPayload): UpdateRates => ({
  usd_per_unit: Object.fromEntries(EDITABLE_CURRENCIES.map((currency) => [currency, table.usd_per_unit[currency]])),
});
const isPegged = (currency: Currency): currency is keyof typeof PEGS => currency in PEGS;

export function RatesSection() {
  const { t } = useTranslation();
  const table = useRatesTable();
  return (
    <section aria-labelledby="admin-rates">
      <SectionHeader id="admin-rates" title={t('admin.rates.title')} />
      <p className="mt-1 text-slate-600">{t('admin.rates.intro')}</p>
      <Loaded query={table}>
        {() => table.data && <RatesTable table={table.data} />}
      </Loaded>
    </section>
  );
}

function RatesTable({ table }: { table: RatesPayload }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(languageOf(i18n.language));
  const figure = new Intl.NumberFormat(locale, { maximumSignificantDigits: 8 });
  const dateTime = useDateFormat('dateTime');
  const updated = table.updated_at ? dateTime(table.updated_at) : null;
  const fixed = CURRENCIES.filter((currency) => !(EDITABLE_CURRENCIES as readonly Currency[]).includes(currency));
  return (
    <div className="mt-6 grid gap-6 xl:grid-cols-2">
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h3 className="font-semibold">{t('admin.rates.fixedTitle')}</h3>
        <table className="mt-3 w-full text-sm" data-testid="fixed-rates">
          <thead>
            <tr className="text-start text-slate-500">
              <th scope="col" className="py-1 text-start font-medium">{t('admin.rates.currency')}</th>
              <th scope="col" className="py-1 text-start font-medium">{t('admin.rates.usdPerUnit')}</th>
              <th scope="col" className="py-1 text-start font-medium">{t('admin.rates.note')}</th>
            </tr>
          </thead>
          <tbody>
            {fixed.map((currency) => (
              <tr key={currency} className="border-t border-slate-100" data-testid={`rate-${currency}`}>
                <th scope="row" className="py-2 text-start font-medium">{currency}</th>
                <td className="py-2 tabular-nums" dir="ltr">{figure.format(table.usd_per_unit[currency])}</td>
                <td className="py-2 text-slate-600">
                  {isPegged(currency) ? t('admin.rates.pegged', { peg: figure.format(PEGS[currency]), currency }) : t('admin.rates.base')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <EditableRates table={table} updated={updated} />
    </div>
  );
}

function EditableRates({ table, updated }: { table: RatesPayload; updated: string | null }) {
  const { t } = useTranslation();
  const save = useUpdateRates();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<UpdateRates>({ resolver: zodResolver(updateRatesSchema), defaultValues: editable(table) });
  const errors = form.formState.errors.usd_per_unit as Partial<Record<EditableCurrency, { message?: string }>> | undefined;

  const submit = form.handleSubmit((values) => {
    setOutcome(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(editable(saved));
        setOutcome({ tone: 'success', text: t('admin.rates.saved') });
      },
      onError: (error) => {
        // The English texts, which each Field words from their keys.
        for (const [field, { code, message }] of Object.entries(error instanceof ApiRequestError ? error.fields : {})) {
          const currency = field.replace(/^usd_per_unit\./, '') as EditableCurrency;
          if (EDITABLE_CURRENCIES.includes(currency)) form.setError(`usd_per_unit.${currency}`, { type: code, message });
        }
        setOutcome({ tone: 'error', text: t('admin.actionFailed') });
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="admin-rates-editable">
      <h3 id="admin-rates-editable" className="font-semibold">{t('admin.rates.editableTitle')}</h3>
      <p className="text-sm text-slate-600">{t('admin.rates.editableIntro')}</p>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {EDITABLE_CURRENCIES.map((currency) => (
          <Field key={currency} label={t('admin.rates.rateLabel', { currency })} error={errors?.[currency]?.message} required>
            {({ id, describedBy, invalid }) => (
              <Input id={id} type="number" step="any" min={0} inputMode="decimal" dir="ltr" aria-describedby={describedBy} aria-invalid={invalid}
                {...form.register(`usd_per_unit.${currency}`, { setValueAs: asRate })} />
            )}
          </Field>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-500">{updated ? t('admin.rates.updatedAt', { date: updated }) : null}</p>
        <Button type="submit" disabled={save.isPending}>{save.isPending ? t('admin.rates.saving') : t('admin.rates.save')}</Button>
      </div>
    </form>
  );
}
