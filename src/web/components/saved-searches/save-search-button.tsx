import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import {
  ALERT_FREQUENCIES, DEFAULT_ALERT_FREQUENCY, filtersOfQuery, SAVED_SEARCH_NAME_MAX_LENGTH, savedSearchScopeAllowed,
  type AlertFrequency, type SavedSearchScope,
} from '#shared/saved-searches/saved-search-rules.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Field, Input, Select } from '../ui/field.tsx';
import { Modal } from '../ui/modal.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { useAuth } from '../../lib/session/auth.tsx';
import { wordMessage } from '../../lib/i18n/word-message.ts';
import { useCreateSavedSearch } from './saved-searches.ts';
import { summariseFilters } from './filters-summary.ts';

/**
 * "Save this search" on a listing or discovery screen (issue 23): the page's filters and search text as its address
 * carries them, under a name, with an alert frequency. Shown to signed-in users who may save this page's searches.
 */
export function SaveSearchButton({ scope }: { scope: SavedSearchScope }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>(DEFAULT_ALERT_FREQUENCY);
  const [done, setDone] = useState(false);
  const create = useCreateSavedSearch();
  if (!user || !savedSearchScopeAllowed(scope, user.user_type)) return null;
  const filters = filtersOfQuery(Object.fromEntries(params.entries()));
  const start = () => {
    const summary = summariseFilters(t, filters) || `${t(`searches.scopes.${scope}`)} · ${t('searches.allProfiles')}`;
    setName(summary.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH));
    setFrequency(DEFAULT_ALERT_FREQUENCY);
    setDone(false);
    create.reset();
    setOpen(true);
  };
  const error = create.error instanceof ApiRequestError ? create.error : null;
  const nameError = error?.fields.name;
  return (
    <>
      <Button variant="secondary" onClick={start} data-testid="save-search">{t('searches.saveThisSearch')}</Button>
      <Modal open={open} onOpenChange={setOpen} title={t('searches.dialogTitle')} description={t('searches.dialogDescription')}>
        {done ? (
          <div className="space-y-4">
            <Alert tone="success">{t('searches.saved')}</Alert>
            <div className="flex justify-end gap-3">
              <Link to="/saved-searches" className="text-brand-700 underline">{t('searches.savedLink')}</Link>
            </div>
          </div>
        ) : (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              create.mutate({ scope, name, filters, frequency }, { onSuccess: () => setDone(true) });
            }}
          >
            {error && !nameError && <Alert>{wordMessage(error)}</Alert>}
            <Field label={t('searches.name')} error={nameError?.message} required>
              {({ id, describedBy, invalid }) => (
                <Input id={id} value={name} maxLength={SAVED_SEARCH_NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)}
                  aria-describedby={describedBy} aria-invalid={invalid || undefined} data-testid="save-search-name" />
              )}
            </Field>
            <Field label={t('searches.frequency')}>
              {({ id }) => (
                <Select id={id} value={frequency} onChange={(e) => setFrequency(e.target.value as AlertFrequency)} data-testid="save-search-frequency">
                  {ALERT_FREQUENCIES.map((f) => <option key={f} value={f}>{t(`searches.frequencies.${f}`)}</option>)}
                </Select>
              )}
            </Field>
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={() => setOpen(false)}>{t('searches.cancel')}</Button>
              <Button type="submit" disabled={create.isPending} data-testid="save-search-submit">{t('searches.save')}</Button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
