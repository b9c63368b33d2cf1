import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { valuationInputSchema, type ValuationInput } from '#shared/valuation/inputs.ts';
import { tryEstimate } from '#shared/valuation/estimate.ts';
import { valuationWords } from '#shared/valuation/texts.ts';
import type { SavedValuation } from '#shared/valuation/api.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/session/auth.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { languageOf, useTranslation } from '../../lib/i18n/i18n.ts';
import { useCountry } from '../../lib/preferences/use-preferences.ts';
import { useRates } from '../../lib/preferences/use-rates.ts';
import { wordText } from '../../lib/i18n/word-message.ts';
import { downloadReport } from './api/download-report.ts';
import { useValuationPrefill } from './api/get-prefill.ts';
import { useSaveEstimate } from './api/save-estimate.ts';
import { candidateOf, isBlank, useValuationDraft, VALUATION_FIELDS, withPrefill, type ValuationField } from './valuation-draft.ts';
import { ValuationForm } from './valuation-form.tsx';
import { ValuationResult } from './valuation-result.tsx';

type Notice = { tone: 'success' | 'error' | 'info'; text: string; dashboard?: boolean } | null;

/** The API's own reason for a refusal (at most 50 estimates, owners only …), else the page's own words. */
const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? wordText(error.message) : fallback;

/**
 * /valuation (issue 22): the form on one side and the estimate on the other, recomputed in the browser as the
 * reader types (the same shared functions the server runs for a saved estimate and the PDF).
 */
export function ValuationPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('valuation.title'));
  const language = languageOf(i18n.language);
  const { user } = useAuth();
  const owner = user?.user_type === 'business_owner';
  const navigate = useNavigate();
  const [country] = useCountry();
  const rates = useRates();
  const [draft, setDraft] = useValuationDraft(country);
  const [touched, setTouched] = useState<ReadonlySet<ValuationField>>(() => new Set());
  const [notice, setNotice] = useState<Notice>(null);
  const [saved, setSaved] = useState<{ key: string; estimate: SavedValuation } | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'request' | null>(null);
  const save = useSaveEstimate();
  const prefill = useValuationPrefill(owner);
  const autoPrefilled = useRef(false);

  const candidate = useMemo(() => candidateOf(draft), [draft]);
  const outcome = useMemo(() => tryEstimate(candidate, rates ?? undefined), [candidate, rates]);
  const input: ValuationInput | null = useMemo(() => {
    const parsed = valuationInputSchema.safeParse(candidate);
    return outcome.ok && parsed.success ? parsed.data : null;
  }, [candidate, outcome.ok]);
  const inputKey = input ? JSON.stringify(input) : null;
  const current = saved && saved.key === inputKey ? saved.estimate : null;
  const words = useMemo(() => valuationWords(language), [language]);

  const fieldErrors = outcome.ok ? {} : (outcome.fields as Partial<Record<string, string>>);
  const shownErrors: Partial<Record<ValuationField, string>> = {};
  for (const field of VALUATION_FIELDS) if (touched.has(field) && fieldErrors[field]) shownErrors[field] = fieldErrors[field];
  const pending = VALUATION_FIELDS.filter((field) => fieldErrors[field]).length;

  // An owner's first visit starts from their business profile (never over figures already typed).
  useEffect(() => {
    if (autoPrefilled.current || !prefill.data) return;
    autoPrefilled.current = true;
    if (isBlank(draft)) setDraft(withPrefill(draft, prefill.data));
  }, [prefill.data, draft, setDraft]);

  const touch = (field: ValuationField) => setTouched((was) => (was.has(field) ? was : new Set(was).add(field)));
  const touchAll = () => setTouched(new Set(VALUATION_FIELDS));
  const edit = (next: typeof draft) => {
    setDraft(next);
    setNotice(null);
  };

  /** The input when it is valid; otherwise every field's message shows and the reader is told why nothing happened. */
  const validInput = (): ValuationInput | null => {
    if (input) return input;
    touchAll();
    setNotice({ tone: 'error', text: t('valuation.actions.completeFirst') });
    return null;
  };

  const saveCurrent = async (valid: ValuationInput): Promise<SavedValuation> => {
    if (current) return current;
    const estimate = await save.mutateAsync(valid);
    setSaved({ key: JSON.stringify(valid), estimate });
    return estimate;
  };

  const onPdf = async () => {
    const valid = validInput();
    if (!valid) return;
    setBusy('pdf');
    setNotice(null);
    try {
      await downloadReport(valid, language);
    } catch (error) {
      setNotice({ tone: 'error', text: refusal(error, t('valuation.errors.pdf')) });
    } finally {
      setBusy(null);
    }
  };

  const onSave = async () => {
    const valid = validInput();
    if (!valid) return;
    setNotice(null);
    try {
      await saveCurrent(valid);
      setNotice({ tone: 'success', text: t('valuation.actions.saved'), dashboard: true });
    } catch (error) {
      setNotice({ tone: 'error', text: refusal(error, t('valuation.errors.save')) });
    }
  };

  const onPrefill = async () => {
    setNotice(null);
    const { data, isError } = await prefill.refetch();
    if (isError || !data) return setNotice({ tone: 'error', text: t('valuation.errors.prefill') });
    if (Object.keys(data).length === 0) return setNotice({ tone: 'info', text: t('valuation.actions.noProfile') });
    setDraft(withPrefill(draft, data));
    setNotice({ tone: 'info', text: t('valuation.actions.prefilled') });
  };

  // Owners attach their estimate (saved first if need be); anyone else goes to the Valuation request as it is.
  const onRequest = async () => {
    if (!owner) return navigate('/services?service=valuation');
    const valid = validInput();
    if (!valid) return;
    setBusy('request');
    setNotice(null);
    try {
      const estimate = await saveCurrent(valid);
      await navigate(`/services?service=valuation&estimate=${encodeURIComponent(estimate.id)}`);
    } catch (error) {
      setNotice({ tone: 'error', text: refusal(error, t('valuation.errors.save')) });
      setBusy(null);
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-page-title">{t('valuation.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('valuation.subtitle')}</p>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section aria-labelledby="valuation-form-heading" className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <h2 id="valuation-form-heading" className="text-xl font-semibold">{t('valuation.formHeading')}</h2>
            {owner && (
              <Button variant="secondary" className="px-3 py-1.5" onClick={() => void onPrefill()} disabled={prefill.isFetching}>
                {t('valuation.actions.prefill')}
              </Button>
            )}
          </div>
          <ValuationForm draft={draft} errors={shownErrors} onChange={edit} onTouch={touch} />
        </section>

        <section aria-labelledby="valuation-result-heading" className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="valuation-result-heading" className="text-xl font-semibold">{t('valuation.resultHeading')}</h2>
          <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={t('valuation.resultHeading')}>
            <Button variant="secondary" onClick={() => void onPdf()} disabled={busy !== null}>
              {busy === 'pdf' ? t('valuation.actions.preparingPdf') : t('valuation.actions.downloadPdf')}
            </Button>
            {owner && (
              <Button variant="secondary" onClick={() => void onSave()} disabled={save.isPending || busy !== null || current !== null}>
                {save.isPending && busy === null ? t('valuation.actions.saving') : t('valuation.actions.save')}
              </Button>
            )}
            {!user && <Link to="/login" className={buttonClasses('secondary')}>{t('valuation.actions.signInToSave')}</Link>}
            <Button onClick={() => void onRequest()} disabled={busy !== null}>
              {busy === 'request' ? t('valuation.actions.requesting') : t('valuation.actions.request')}
            </Button>
          </div>
          {notice && (
            <Alert tone={notice.tone} className="mt-4">
              {notice.text}
              {notice.dashboard && <> <Link to="/dashboard" className="font-medium underline">{t('valuation.actions.toDashboard')}</Link></>}
            </Alert>
          )}
          <div className="mt-6">
            {outcome.ok ? (
              <ValuationResult estimate={outcome.estimate} words={words} language={language} />
            ) : (
              <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600" data-testid="valuation-prompt">
                <p>{t('valuation.prompt')}</p>
                {pending > 0 && touched.size > 0 && <p className="mt-1 text-sm">{t('valuation.promptFields', { count: pending })}</p>}
              </div>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
