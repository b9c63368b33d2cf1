import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type DefaultValues, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useNavigate } from 'react-router';
import { businessProfileSchema, type BusinessProfileInput, type BusinessProfileValues, type StatusAfterSave } from '#shared/profiles/profiles.ts';
import { DocumentsPanel } from '../../../components/documents/documents-panel.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiRequestError } from '../../../lib/api/api.ts';
import { useSaveBusinessProfile } from '../api/save-business-profile.ts';
import { applyProfileErrors } from '../components/form-helpers.ts';
import { Section } from '../components/section.tsx';
import { BasicInfoStep } from './basic-info-step.tsx';
import { clearDraft, writeDraft } from './draft.ts';
import { FundingStep } from './funding-step.tsx';
import { NdaSettingsCard } from './nda-settings-card.tsx';
import { ReviewStep } from './review-step.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { ALL_FIELDS, LAST_STEP, STEP_FIELDS, STEPS, stepOfField, type StepNumber } from './steps.ts';

interface WizardProps {
  userId: string;
  initialValues: DefaultValues<BusinessProfileInput>;
  initialStep: StepNumber;
  draftRestored: boolean;
  /** What Submit leads to, so the review step promises only that; null when it could not be read. */
  statusAfterSave: StatusAfterSave | null;
}

export function BusinessWizard({ userId, initialValues, initialStep, draftRestored, statusAfterSave }: WizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveBusinessProfile();
  const [step, setStep] = useState<StepNumber>(initialStep);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<BusinessProfileInput, unknown, BusinessProfileValues>({
    resolver: zodResolver(businessProfileSchema),
    defaultValues: initialValues,
  });
  const { isSubmitting } = form.formState;

  // Every edit and every step change is kept as the draft, so a reload resumes here.
  useEffect(
    () => form.subscribe({
      formState: { values: true },
      callback: ({ values }) => writeDraft(userId, { step, values: values as DefaultValues<BusinessProfileInput> }),
    }),
    [form, step, userId],
  );
  // The new step's heading takes the focus, so keyboard and screen reader users start at its top.
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [step]);

  const goTo = (target: StepNumber) => {
    setFailure(null);
    setStep(target);
    writeDraft(userId, { step: target, values: form.getValues() });
    focusHeading.current = true;
    window.scrollTo({ top: 0 });
  };

  const next = async () => {
    const fields = STEP_FIELDS[step];
    if (fields.length > 0 && !(await form.trigger([...fields], { shouldFocus: true }))) {
      setFailure(t('profiles.common.fixErrors'));
      return;
    }
    goTo((step + 1) as StepNumber);
  };

  const firstErrorStep = (fields: readonly string[]): StepNumber => Math.min(...fields.map(stepOfField), LAST_STEP) as StepNumber;

  const onValid = async (values: BusinessProfileValues) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(values);
      clearDraft(userId);
      navigate('/dashboard', { state: { profileSaved: saved.status } });
    } catch (error) {
      console.error('Submitting the business profile failed', error);
      if (error instanceof ApiRequestError && applyProfileErrors(error, form.setError, ALL_FIELDS)) {
        goTo(firstErrorStep(Object.keys(error.fields)));
        setFailure(t('profiles.common.fixErrors'));
      } else {
        setFailure(t('profiles.common.saveFailed'));
      }
    }
  };
  const onInvalid = (errors: FieldErrors<BusinessProfileInput>) => {
    goTo(firstErrorStep(Object.keys(errors)));
    setFailure(t('profiles.common.fixErrors'));
  };

  // Enter in a field of steps 1-3 moves on like Next Step; only step 4 submits.
  const onSubmit = (event: React.FormEvent) => {
    if (step < LAST_STEP) {
      event.preventDefault();
      void next();
      return;
    }
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  const title = t(`profiles.business.steps.${STEPS[step - 1] ?? 'basic'}`);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-6">
        <StepIndicator current={step} />
        {draftRestored && <Alert tone="info">{t('profiles.business.draftRestored')}</Alert>}
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          <span className="sr-only">{t('profiles.business.stepStatus', { step, total: LAST_STEP, title })}</span>
          <span aria-hidden="true">{step} {title}</span>
        </h2>
        {step === 1 && <BasicInfoStep />}
        {step === 2 && <FundingStep />}
        {step === 3 && (
          <>
            <Section title={t('profiles.common.documents')}>
              <DocumentsPanel withType showHeading={false} />
            </Section>
            <NdaSettingsCard />
          </>
        )}
        {step === 4 && <ReviewStep onEdit={goTo} statusAfterSave={statusAfterSave} />}
        {failure && <Alert>{failure}</Alert>}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-6">
          <Button variant="secondary" disabled={step === 1} onClick={() => goTo((step - 1) as StepNumber)}>
            {t('profiles.business.previous')}
          </Button>
          {step < LAST_STEP ? (
            <Button type="submit">{t('profiles.business.next')}</Button>
          ) : (
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('profiles.business.submitting') : t('profiles.business.submit')}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
