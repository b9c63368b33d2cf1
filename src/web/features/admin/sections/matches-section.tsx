import { useState } from 'react';
import { renderReason } from '#shared/matching/reason-render.ts';
import { languageOf, useTranslation } from '../../../lib/i18n/i18n.ts';
import { reasonFormatter } from '../../../lib/matching/reason-wording.ts';
import { useMatches } from '../api/get-matches.ts';
import { Pager } from '../components/pager.tsx';
import { EmptyState, Loaded, SectionHeader } from '../components/section.tsx';
import { useDateFormat } from '../../../lib/i18n/use-date-format.ts';

/** Read-only: admins watch each pair's true state in the deal flow; investors and owners act on them. */
export function MatchesSection() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const format = reasonFormatter(languageOf(i18n.language), 'admin');
  const query = useMatches(page);
  const date = useDateFormat();
  const when = (at: string | null) => (at ? t('admin.matches.yesOn', { date: date(at) }) : t('admin.no'));
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
                      <span data-testid="investor-interested">{t('admin.matches.investorInterested', { value: when(match.investor_interested_at) })}</span>
                      <span data-testid="owner-connected">{t('admin.matches.ownerConnected', { value: when(match.business_connected_at) })}</span>
                      <span data-testid="introduced">{t('admin.matches.introduced', { value: when(match.introduced_at) })}</span>
                      <span data-testid="nda-status">
                        {t('admin.matches.nda', {
                          value: match.nda_status === 'accepted' && match.nda_accepted_at
                            ? t('admin.matches.ndaAcceptedOn', { date: date(match.nda_accepted_at) })
                            : t(`admin.ndaStatus.${match.nda_status}`),
                        })}
                      </span>
                      {match.deal_stage && <span data-testid="deal-stage">{t('admin.matches.dealStage', { stage: t(`admin.matches.stages.${match.deal_stage}`) })}</span>}
                    </p>
                    {match.declined_by && match.declined_at && (
                      <p className="mt-1 text-sm text-slate-700" data-testid="declined">
                        {t(match.declined_by === 'investor' ? 'admin.matches.declinedByInvestor' : 'admin.matches.declinedByOwner', { date: date(match.declined_at) })}
                        {match.decline_reason && <> · {t('admin.matches.declineReason', { reason: match.decline_reason })}</>}
                      </p>
                    )}
                    {match.match_reasons.length > 0 ? (
                      <ul aria-label={t('admin.matches.reasons')} className="mt-2 list-disc ps-5 text-sm text-slate-700">
                        {/* In the third person and the admin's language; a match stored before reasons were kept as data has its English. */}
                        {(match.match_reason_details.length > 0
                          ? match.match_reason_details.map((reason) => renderReason(reason, format))
                          : match.admin_reasons
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
