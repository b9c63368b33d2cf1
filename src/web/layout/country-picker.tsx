import { ChevronDown } from '../components/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../../shared/preferences.ts';
import { Menu, pickerTriggerClassName } from '../components/ui/menu.tsx';
import { COUNTRY_FLAGS } from '../lib/countries.ts';
import { useCountry } from '../lib/use-preferences.ts';

export function CountryPicker() {
  const { t } = useTranslation();
  const [country, setCountry] = useCountry();
  return (
    <Menu
      trigger={
        <>
          <span aria-hidden="true">{COUNTRY_FLAGS[country]}</span>
          <span className="hidden lg:inline">{t(`countries.${country}`)}</span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </>
      }
      triggerLabel={t('nav.selectCountry', { country: t(`countries.${country}`) })}
      triggerClassName={pickerTriggerClassName}
      testId="country-picker"
      menuClassName="min-w-48"
      items={COUNTRIES.map((c) => ({
        key: c,
        checked: c === country,
        onSelect: () => setCountry(c),
        label: (
          <>
            <span aria-hidden="true">{COUNTRY_FLAGS[c]}</span>
            {t(`countries.${c}`)}
          </>
        ),
      }))}
    />
  );
}
