import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../../shared/enums.ts';
import { COUNTRY_FLAGS } from '../lib/countries.ts';
import { useCountry } from './use-country.ts';

export function CountryPicker() {
  const { t } = useTranslation();
  const [country, setCountry] = useCountry();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
        aria-label={t('nav.selectCountry', { country: t(`countries.${country}`) })}
        data-testid="country-picker"
      >
        <span aria-hidden="true">{COUNTRY_FLAGS[country]}</span>
        <span className="hidden lg:inline">{t(`countries.${country}`)}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          <DropdownMenu.RadioGroup value={country} onValueChange={(v) => setCountry(COUNTRIES.find((c) => c === v) ?? country)}>
            {COUNTRIES.map((c) => (
              <DropdownMenu.RadioItem
                key={c}
                value={c}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold"
              >
                <span aria-hidden="true">{COUNTRY_FLAGS[c]}</span>
                {t(`countries.${c}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
