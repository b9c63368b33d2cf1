import { ChevronDown, Languages } from '../components/ui/icons.tsx';
import { useTranslation } from '../lib/i18n/i18n.ts';
import { LANGUAGES } from '#shared/preferences.ts';
import { Menu, pickerTriggerClassName } from '../components/ui/menu.tsx';
import { useLanguage } from '../lib/preferences/use-preferences.ts';

/**
 * Each language is offered in its own name and script, so a reader finds theirs whatever is shown.
 * `labelled` shows the current language's name at every width (in the phone menu).
 */
export function LanguageSwitcher({ labelled = false }: { labelled?: boolean }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <Menu
      trigger={
        <>
          <Languages aria-hidden="true" className="size-4" />
          <span className={labelled ? undefined : 'hidden lg:inline'} lang={language}>{t(`nav.languages.${language}`)}</span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </>
      }
      triggerLabel={t('nav.selectLanguage', { language: t(`nav.languages.${language}`) })}
      triggerClassName={pickerTriggerClassName}
      testId="language-switcher"
      menuClassName="min-w-36"
      items={LANGUAGES.map((l) => ({
        key: l,
        checked: l === language,
        lang: l,
        dir: l === 'ar' ? 'rtl' : 'ltr',
        onSelect: () => setLanguage(l),
        label: t(`nav.languages.${l}`),
      }))}
    />
  );
}
