import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api, ApiRequestError } from '../../lib/api/api.ts';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { wordMessage } from '../../lib/i18n/word-message.ts';

/**
 * /unsubscribe?token=… from a digest mail (issue 23): one click turns off that search's alerts, or the weekly match
 * digest, signed in or not; the token is the proof (POST /api/saved-searches/unsubscribe).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('searches.unsubscribeTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: (value: string) => api('POST /api/saved-searches/unsubscribe', { body: { token: value } }) });
  const { mutate } = unsubscribe;
  useEffect(() => {
    mutate(token);
  }, [token, mutate]);
  const result = unsubscribe.data;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-section-title">{t('searches.unsubscribeTitle')}</h1>
      <div className="mt-6" aria-live="polite" data-testid="unsubscribe-result">
        {unsubscribe.isPending && <p className="flex items-center justify-center gap-2"><Spinner />{t('searches.unsubscribing')}</p>}
        {unsubscribe.error && <Alert>{unsubscribe.error instanceof ApiRequestError ? wordMessage(unsubscribe.error) : unsubscribe.error.message}</Alert>}
        {result && (
          <Alert tone="success">
            {result.target === 'match_digest' ? t('searches.unsubscribedDigest') : t('searches.unsubscribedSearch', { name: result.name ?? '' })}
          </Alert>
        )}
        {result && <p className="mt-4 text-sm text-slate-600">{t('searches.unsubscribeAgain')}</p>}
      </div>
    </div>
  );
}
