import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BusinessMatchCard, InvestorMatchCard } from '#shared/deals/introductions.ts';
import type { Trust } from '#shared/trust/trust.ts';
import { HeartToggle, ScoreBadge } from '../../components/matching/match-badges.tsx';
import { MatchExplanation, Misses } from '../../components/matching/match-explanation.tsx';
import { TrustStrip } from '../../components/trust/trust-strip.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../lib/api/api.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useDateFormat } from '../../lib/i18n/use-date-format.ts';

// The frame both profile pages share (issue 21): the way back, the face and title, the actions, the reader's match
// and the profile's sections. What goes in them is the page's (detail-pages.tsx).

/** One titled part of a profile: a heading and its label–value lines (`text`: a paragraph instead). */
export function ProfileSection({ title, text = false, children }: { title: string; text?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={id} className="font-semibold">{title}</h2>
      {text ? <div dir="auto" className="mt-3 text-sm whitespace-pre-line text-slate-700">{children}</div> : <dl className="mt-3 space-y-2 text-sm">{children}</dl>}
    </section>
  );
}

/** "Copy link": this page's address to the clipboard, and a status line saying whether it went. */
function CopyLinkButton() {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(window.location.href).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <>
      <Button variant="secondary" onClick={() => void copy()}>{t('listings.copyLink')}</Button>
      <p role="status" className="text-sm text-slate-600" data-testid="copy-status">
        {copied === null ? '' : copied ? t('listings.linkCopied') : t('listings.linkNotCopied')}
      </p>
    </>
  );
}

/** The primary action: the card among the reader's matches for a counterpart, registering for a visitor, else none. */
export interface PrimaryAction {
  to: string;
  label: string;
}

type MatchCard = BusinessMatchCard | InvestorMatchCard;

/** A counterpart's match with this profile: the heart, the score and why. */
export interface ReaderMatch {
  card: MatchCard;
  favourite: boolean;
  saving: boolean;
  onHeart: () => void;
}

/** "Listed since March 2026", in the reader's language. */
function ListedSince({ at }: { at: string }) {
  const { t } = useTranslation();
  const date = useDateFormat('monthYear')(at);
  return <p className="mt-1 text-xs text-slate-500">{t('listings.listedSince', { date })}</p>;
}

export function ProfileFrame(props: {
  back: { to: string; label: string };
  avatar: ReactNode;
  title: string;
  /** Under the title: the sector, the anonymous title under an admin's real name. */
  subtitle: ReactNode;
  badge?: ReactNode;
  createdAt: string;
  /** Freshness, badges and responsiveness, as on the card (issue 23). */
  trust: Trust;
  primary: PrimaryAction | null;
  match: ReaderMatch | null;
  testId: string;
  /** Above the page: the owner's preview notice (issue 49). */
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { match } = props;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6" data-testid={props.testId}>
      {props.notice}
      <Link to={props.back.to} className="text-sm font-medium text-brand-700 hover:underline">{props.back.label}</Link>
      <header className="mt-4 flex flex-wrap items-start gap-4">
        {props.avatar}
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{props.title}</h1>
          <div className="mt-1 text-slate-600">{props.subtitle}</div>
          <ListedSince at={props.createdAt} />
          <TrustStrip trust={props.trust} className="mt-3" />
        </div>
        {props.badge}
      </header>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {props.primary && <Link to={props.primary.to} className={buttonClasses('primary')}>{props.primary.label}</Link>}
        {match && <HeartToggle on={match.favourite} name={props.title} onToggle={match.onHeart} disabled={match.saving} />}
        <CopyLinkButton />
      </div>
      {match && (
        <section aria-labelledby="your-match" className="mt-6 rounded-lg border border-brand-100 bg-white p-5" data-testid="reader-match">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="your-match" className="font-semibold">{t('listings.yourMatch')}</h2>
            <ScoreBadge score={match.card.score} />
          </div>
          <Misses misses={match.card.misses} />
          <MatchExplanation card={match.card} level="h3" />
        </section>
      )}
      <div className="mt-6 grid gap-6 md:grid-cols-2">{props.children}</div>
    </div>
  );
}

/** Loading, not listed (404) or failed: what the page shows instead of a profile. */
export function ProfileFallback({ error, notFound, back }: { error: Error | null; notFound: string; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  if (!error) {
    return <div className="flex justify-center py-24"><Spinner /></div>;
  }
  if (error instanceof ApiRequestError && error.status === 404) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="profile-not-found">
        <h1 className="text-page-title">{notFound}</h1>
        <p className="mt-2 text-slate-600">{t('listings.notFoundText')}</p>
        <Link to={back.to} className={buttonClasses('primary', 'mt-6')}>{back.label}</Link>
      </div>
    );
  }
  return <div className="mx-auto max-w-4xl px-4 py-10"><Alert>{t('listings.profileLoadFailed')}</Alert></div>;
}
