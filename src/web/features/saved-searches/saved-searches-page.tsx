import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useDateFormat } from '../../lib/i18n/use-date-format.ts';
import { useNavigate, useSearchParams } from 'react-router';
import type { SavedSearch } from '#shared/saved-searches/saved-searches.ts';
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCHES_MAX, type AlertFrequency } from '#shared/saved-searches/saved-search-rules.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input, Select } from '../../components/ui/field.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { useAuth } from '../../lib/session/auth.tsx';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { wordMessage } from '../../lib/i18n/word-message.ts';
import { useDeleteSavedSearch, useRunSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../../components/saved-searches/saved-searches.ts';
import { summariseFilters } from '../../components/saved-searches/filters-summary.ts';

/** /saved-searches (issue 23): each search with its page, filters, alert frequency and what is new since it last ran. */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const { user, status } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useDocumentTitle(t('searches.title'));
  const list = useSavedSearches();
  const run = useRunSavedSearch();
  // A notification's link (?run=<id>) runs the search at once: its page with its filters.
  const runId = params.get('run');
  useEffect(() => {
    if (!runId || !user) return;
    run.mutate(runId, { onSuccess: ({ href }) => void navigate(href, { replace: true }) });
    // Once per link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runId, user]);
  useEffect(() => {
    if (status === 'signedOut') void navigate('/login', { replace: true });
  }, [status, navigate]);
  if (!user) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-page-title">{t('searches.title')}</h1>
      <p className="mt-1 text-slate-600">{t('searches.subtitle', { max: SAVED_SEARCHES_MAX })}</p>
      {list.isError && <Alert className="mt-6">{t('searches.loadFailed')}</Alert>}
      {run.error instanceof ApiRequestError && <Alert className="mt-6">{wordMessage(run.error)}</Alert>}
      {list.data && list.data.items.length === 0 && <p className="mt-10 text-center text-slate-600">{t('searches.empty')}</p>}
      <ul className="mt-6 space-y-4">
        {list.data?.items.map((search) => (
          <SavedSearchRow key={search.id} search={search} onRun={() => run.mutate(search.id, { onSuccess: ({ href }) => void navigate(href) })} />
        ))}
      </ul>
    </div>
  );
}

function SavedSearchRow({ search, onRun }: { search: SavedSearch; onRun: () => void }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const summary = summariseFilters(t, search.filters) || t('searches.noFilters');
  const error = [update.error, remove.error].find((e) => e instanceof ApiRequestError) as ApiRequestError | undefined;
  const lastRun = search.last_run_at
    ? t('searches.lastRun', { date: date(search.last_run_at) })
    : t('searches.neverRun');
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="saved-search">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          {renaming ? (
            <form className="flex flex-wrap gap-2" onSubmit={(e) => {
              e.preventDefault();
              update.mutate({ id: search.id, name }, { onSuccess: () => setRenaming(false) });
            }}>
              <Input aria-label={t('searches.name')} value={name} maxLength={SAVED_SEARCH_NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)} className="max-w-xs" />
              <Button type="submit" disabled={update.isPending}>{t('searches.renameSave')}</Button>
            </form>
          ) : (
            <h2 className="text-lg font-semibold break-words">{search.name}</h2>
          )}
          <p className="mt-1 text-sm text-slate-600">
            <span className="font-medium">{t(`searches.scopes.${search.scope}`)}</span> · {summary}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            {search.new_since_run > 0 && (
              <span className="me-2 inline-block whitespace-nowrap rounded-full bg-brand-600 px-2 py-0.5 font-semibold text-white" data-testid="saved-search-new">
                {t('searches.newSinceRun', { count: search.new_since_run })}
              </span>
            )}
            {lastRun}
          </p>
        </div>
        <label className="text-sm sm:w-64 sm:shrink-0">
          <span className="sr-only">{t('searches.frequency')}</span>
          <Select value={search.frequency} aria-label={t('searches.frequency')}
            onChange={(e) => update.mutate({ id: search.id, frequency: e.target.value as AlertFrequency })}>
            {ALERT_FREQUENCIES.map((f) => <option key={f} value={f}>{t(`searches.frequencies.${f}`)}</option>)}
          </Select>
        </label>
      </div>
      {error && <Alert className="mt-3">{wordMessage(error)}</Alert>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={onRun} data-testid="saved-search-run">{t('searches.run')}</Button>
        <Button variant="secondary" onClick={() => { setName(search.name); setRenaming((r) => !r); }}>{t('searches.rename')}</Button>
        <Button variant="secondary" onClick={() => {
          if (window.confirm(t('searches.confirmDelete', { name: search.name }))) remove.mutate(search.id);
        }}>{t('searches.delete')}</Button>
      </div>
    </li>
  );
}
