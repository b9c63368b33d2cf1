import { DropdownMenu } from 'radix-ui';
import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../shared/enums.ts';
import { useLanguage } from './use-language.ts';

/**
 * Each language is offered in its own name and script, so a reader finds theirs whatever is shown.
 * `labelled` shows the current language's name at every width (in the phone menu).
 */
export function LanguageSwitcher({ labelled = false }: { labelled?: boolean }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
        aria-label={t('nav.selectLanguage', { language: t(`nav.languages.${language}`) })}
        data-testid="language-switcher"
      >
        <Languages aria-hidden="true" className="size-4" />
        <span className={labelled ? undefined : 'hidden lg:inline'} lang={language}>{t(`nav.languages.${language}`)}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-36 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          <DropdownMenu.RadioGroup value={language} onValueChange={(v) => setLanguage(LANGUAGES.find((l) => l === v) ?? language)}>
            {LANGUAGES.map((l) => (
              <DropdownMenu.RadioItem
                key={l}
                value={l}
                lang={l}
                dir={l === 'ar' ? 'rtl' : 'ltr'}
                className="flex cursor-pointer items-center rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold"
              >
                {t(`nav.languages.${l}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
