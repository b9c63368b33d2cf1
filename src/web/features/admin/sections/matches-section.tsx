import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderReason } from '../../../../shared/matching/reason-render.ts';
import { languageOf } from '../../../lib/i18n.ts';
import { reasonFormatter } from '../../../lib/reason-wording.ts';
import { useMatches } from '../api/get-matches.ts';
import { Pager } from '../components/pager.tsx';
import { EmptyState, Loaded, SectionHeader } from '../components/section.tsx';

/** Read-only: admins watch matches; investors and owners act on them. */
export function MatchesSection() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const format = reasonFormatter(languageOf(i18n.language));
  const query = useMatches(page);
  const yesNo = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));
  return (
    <section aria-labelledby="admin-matches">
      <SectionHeader id="admin-matches" title={t('admin.matches.title')} />
      <Loaded query={query}>
        {() =>
          query.data && query.data.items.length > 0 ? (
            <>
              <ul className="mt-6 space-y-3" aria-labelledby="admin-matches">
                {query.data.items.map((match) => (
                  <li key={match.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-match">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3 className="font-semibold">
                        {t('admin.matches.pair', { investor: match.investor_name, company: match.company_name || t('admin.matches.confidential') })}
                      </h3>
                      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">{t('admin.matches.score', { score: match.match_score })}</span>
                    </div>
                    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                      <span>{t('admin.matches.status', { status: t(`admin.matchStatus.${match.status}`) })}</span>
                      <span>{t('admin.matches.investorInterest', { value: yesNo(match.investor_interest) })}</span>
                      <span>{t('admin.matches.businessInterest', { value: yesNo(match.business_interest) })}</span>
                    </p>
                    {match.match_reasons.length > 0 ? (
                      <ul aria-label={t('admin.matches.reasons')} className="mt-2 list-disc ps-5 text-sm text-slate-700">
                        {/* Worded in the admin's language; a match stored before reasons were kept as data has its English. */}
                        {(match.match_reason_details.length > 0
                          ? match.match_reason_details.map((reason) => renderReason(reason, format))
                          : match.match_reasons
                        ).map((reason) => <li key={reason}>{reason}</li>)}
                      </ul>
                    ) : (
                      <p className="mt-2 text-sm text-slate-500">{t('admin.matches.noReasons')}</p>
                    )}
                  </li>
                ))}
              </ul>
              <Pager label={t('admin.matches.title')} page={page} total={query.data.total} pageSize={query.data.page_size} onPage={setPage} />
            </>
          ) : (
            <EmptyState />
          )
        }
      </Loaded>
    </section>
  );
}
