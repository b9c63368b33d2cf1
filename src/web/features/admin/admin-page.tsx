import type { LucideIcon } from 'lucide-react';
import { Briefcase, ClipboardList, Coins, Flag, Handshake, Inbox, LayoutDashboard, ListRestart, Mail, ShieldAlert, Sparkles, TrendingUp, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { useAuth } from '../../lib/session/auth.tsx';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';
import { twoFactorStatusQuery } from '../../lib/session/two-factor-status.ts';
import { DashboardSection } from './sections/dashboard-section.tsx';
import { SignInFirst } from '../../components/sign-in-first.tsx';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

// The dashboard opens first; the other sections are fetched when the admin first visits them.
const SECTIONS = {
  dashboard: { icon: LayoutDashboard, Component: DashboardSection },
  requests: { icon: ClipboardList, Component: named(() => import('./sections/service-requests-section.tsx'), 'ServiceRequestsSection') },
  businesses: { icon: Briefcase, Component: named(() => import('./sections/businesses-section.tsx'), 'BusinessesSection') },
  investors: { icon: TrendingUp, Component: named(() => import('./sections/investors-section.tsx'), 'InvestorsSection') },
  matches: { icon: Sparkles, Component: named(() => import('./sections/matches-section.tsx'), 'MatchesSection') },
  deals: { icon: Handshake, Component: named(() => import('./sections/deals-section.tsx'), 'DealsSection') },
  reports: { icon: Flag, Component: named(() => import('./sections/reports-section.tsx'), 'ReportsSection') },
  users: { icon: Users, Component: named(() => import('./sections/users-section.tsx'), 'UsersSection') },
  communication: { icon: Mail, Component: named(() => import('./sections/communication-section.tsx'), 'CommunicationSection') },
  mailbox: { icon: Inbox, Component: named(() => import('./sections/mailbox-section.tsx'), 'MailboxSection') },
  jobs: { icon: ListRestart, Component: named(() => import('./sections/jobs-section.tsx'), 'JobsSection') },
  rates: { icon: Coins, Component: named(() => import('./sections/rates-section.tsx'), 'RatesSection') },
  security: { icon: ShieldAlert, Component: named(() => import('./sections/security-section.tsx'), 'SecuritySection') },
} satisfies Record<string, { icon: LucideIcon; Component: ComponentType }>;
type SectionKey = keyof typeof SECTIONS;
const KEYS = Object.keys(SECTIONS) as SectionKey[];
const isSection = (value: string | null): value is SectionKey => KEYS.includes(value as SectionKey);

/** Spec: admins only; a visitor is sent to /login, a signed-in user to the dashboard, told why (the API refuses them as well). */
export function AdminPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const requested = params.get('section');
  const current: SectionKey = isSection(requested) ? requested : 'dashboard';
  useDocumentTitle(current === 'dashboard' ? t('admin.title') : `${t(`admin.sections.${current}`)} · ${t('admin.title')}`);
  if (!user) return <SignInFirst />;
  if (user.role !== 'admin') return <Navigate to="/dashboard" replace state={{ refused: 'admin' }} />;
  return <TwoFactorGate>{(banner) => <AdminPanel current={current} banner={banner} />}</TwoFactorGate>;
}

/**
 * Two-factor sign-in (decision 0171): in production the admin API refuses an admin without it (code
 * twoFactorSetupRequired), and the panel sends them to set it up; elsewhere it shows a banner until they do.
 */
function TwoFactorGate({ children }: { children(banner: boolean): ReactNode }) {
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorStatusQuery);
  const [refused, setRefused] = useState(false);
  useEffect(
    () => queryClient.getQueryCache().subscribe((event) => {
      const error: unknown = event.query.state.error;
      if (error instanceof ApiRequestError && error.code === 'twoFactorSetupRequired') setRefused(true);
    }),
    [queryClient],
  );
  if (refused || (status.data?.required && !status.data.enabled)) return <Navigate to="/settings#two-factor" replace />;
  if (status.isPending) return <div className="flex justify-center py-12"><Spinner /></div>;
  return children(status.data ? !status.data.enabled : false);
}

function AdminPanel({ current, banner }: { current: SectionKey; banner: boolean }) {
  const { t } = useTranslation();
  const { Component } = SECTIONS[current];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row">
      <aside className="lg:w-60 lg:shrink-0">
        <h1 className="px-3 text-lg font-bold">{t('admin.title')}</h1>
        <nav aria-label={t('admin.sectionsLabel')} className="mt-3">
          <ul className="flex gap-1 overflow-x-auto lg:flex-col">
            {KEYS.map((key) => {
              const Icon = SECTIONS[key].icon;
              const active = key === current;
              return (
                <li key={key}>
                  <Link
                    to={key === 'dashboard' ? '/admin' : `/admin?section=${key}`}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-3 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium',
                      active ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`admin.sections.${key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        {banner && (
          <p role="status" data-testid="two-factor-banner" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t('admin.twoFactorBanner')}{' '}
            <Link to="/settings#two-factor" className="font-medium underline">{t('admin.twoFactorBannerLink')}</Link>
          </p>
        )}
        <Suspense fallback={<div className="flex justify-center py-12"><Spinner /></div>}>
          <Component />
        </Suspense>
      </div>
    </div>
  );
}
