import { lazy, Suspense, useState } from 'react';
import { Menu, X } from '../components/ui/icons.tsx';
import { useTranslation } from '../lib/i18n/i18n.ts';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../lib/session/auth.tsx';
import { cn } from '../lib/cn.ts';
import { CountryPicker } from './country-picker.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { isActivePath, navItems, type NavItem } from './nav-items.ts';

// Fetched only once someone is signed in: a visitor's first page carries none of it (home JS budget).
const SignedInControls = lazy(() => import('./signed-in-controls.tsx'));

export function Header() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItems(user);

  const link = (mobile: boolean, list: NavItem[] = items): React.JSX.Element[] =>
    list.map((item) => {
      const active = isActivePath(pathname, item.to);
      const anchor = (
        <Link
          key={item.to}
          to={item.to}
          aria-current={active ? 'page' : undefined}
          onClick={(event) => {
            setMenuOpen(false);
            // A drop-down shown on focus closes once its link is followed.
            event.currentTarget.blur();
          }}
          className={cn(
            'rounded-md px-3 py-2 text-sm font-medium',
            mobile && 'block',
            active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          )}
        >
          {t(item.labelKey)}
        </Link>
      );
      // The pages under it, plain links: indented in the phone menu; on wide screens a drop-down shown while the link
      // is hovered or focused (Tab goes on into it), with no script of its own.
      return item.menu ? (
        <div key={item.to} className={mobile ? undefined : 'group relative'}>
          {anchor}
          <div className={mobile ? 'ps-4' : 'invisible absolute top-full w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg group-focus-within:visible group-hover:visible'}>
            {link(true, item.menu)}
          </div>
        </div>
      ) : anchor;
    });

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* Phones get tighter spacing and a smaller name (none below 380 px), so the row fits in either language. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-base font-bold text-brand-900 sm:text-lg" aria-label={`${t('common.appName')} — ${t('nav.home')}`}>
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span className="max-[380px]:hidden">{t('common.appName')}</span>
        </Link>
        {/* From lg up: below it the links do not fit one row beside the choosers and the button (they are in the menu). */}
        <nav aria-label={t('nav.mainNavigation')} className="hidden flex-1 items-center gap-1 lg:flex">
          {link(false)}
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2 lg:ms-0">
          {/* On phones the switcher moves into the menu, so the header still fits on one line. */}
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <CountryPicker />
          {user ? (
            // Mounted only for a signed-in user, so a visitor's page never asks for the count; until the chunk
            // arrives, a placeholder of the avatar's size keeps the header from shifting.
            <Suspense fallback={<span className="size-9" />}>
              <SignedInControls user={user} />
            </Suspense>
          ) : (
            // One line at every width, in either language (on a phone it used to wrap).
            <Link to="/register" className="shrink-0 whitespace-nowrap rounded-md bg-brand-600 px-2.5 py-2 text-sm font-medium text-white hover:bg-brand-700 sm:px-3">
              {t('nav.loginRegister')}
            </Link>
          )}
          <button
            type="button"
            className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100 sm:p-2 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label={t('nav.mainNavigation')} className="border-t border-slate-200 px-4 py-2 lg:hidden">
          {link(true)}
          <div className="mt-2 border-t border-slate-200 pt-2 sm:hidden">
            <LanguageSwitcher labelled />
          </div>
        </nav>
      )}
    </header>
  );
}
