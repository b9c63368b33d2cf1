import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import type { UserType } from '#shared/enums.ts';
import { AlertBox } from '../../components/ui/alert-box.tsx';

/**
 * Why a page sent the user here rather than showing itself (issue 21): a page for the other user type, the admin
 * panel, or Register while signed in. The page that refused puts `{ refused: <page> }` into the navigation's state.
 */
const REFUSED = {
  investorconnect: { for: 'investor', link: { to: '/businessmatches', text: 'toMatches' } },
  businessmatches: { for: 'business_owner', link: { to: '/investorconnect', text: 'toInvestorConnect' } },
  businessprofile: { for: 'investor', link: { to: '/investorprofile', text: 'toInvestorProfile' } },
  investorprofile: { for: 'business_owner', link: { to: '/businessprofile', text: 'toBusinessProfile' } },
  registerOwner: { for: 'investor', link: null },
  registerInvestor: { for: 'business_owner', link: null },
  admin: { for: null, link: null },
  register: { for: null, link: null },
} as const satisfies Record<string, { for: UserType | null; link: { to: string; text: string } | null }>;
type Refused = keyof typeof REFUSED;

const refusedOf = (state: unknown): Refused | null => {
  const value = (state as { refused?: unknown } | null)?.refused;
  return typeof value === 'string' && Object.hasOwn(REFUSED, value) ? (value as Refused) : null;
};

export function RefusedNotice({ userType }: { userType: UserType }) {
  const { t } = useTranslation();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  // Said once: kept here, and taken out of the history entry, so a reload or Back does not say it again.
  const [refused] = useState(() => refusedOf(state));
  useEffect(() => {
    if (refused) void navigate(pathname, { replace: true, state: null, preventScrollReset: true });
  }, [refused, navigate, pathname]);
  if (!refused) return null;
  const { for: reader, link } = REFUSED[refused];
  // Each sentence names the reader's user type; should it not be theirs, the general one is said instead.
  const text = reader === null || reader === userType ? t(`dashboard.refused.${refused}`) : t('dashboard.refused.otherType');
  return (
    <AlertBox tone="info" className="mt-6">
      <p data-testid="refused-notice">{text}</p>
      {link && reader === userType && (
        <Link to={link.to} className="mt-1 inline-block font-medium underline">{t(`dashboard.refused.${link.text}`)}</Link>
      )}
    </AlertBox>
  );
}
