import { ChevronDown } from '../components/ui/icons.tsx';
import { useTranslation } from '../lib/i18n/i18n.ts';
import { COUNTRIES, type Country } from '#shared/preferences.ts';
import { Menu, pickerTriggerClassName } from '../components/ui/menu.tsx';
import { flagOf } from '../lib/preferences/countries.ts';
import { useCountry } from '../lib/preferences/use-preferences.ts';

export function CountryPicker() {
  const { t } = useTranslation();
  const [country, setCountry] = useCountry();
  return (
    <Menu
      trigger={
        <>
          <Flag country={country} />
          <span className="hidden lg:inline">{t(`countries.${country}`)}</span>
          {/* On a phone the flag alone is the button: the header's row has no room to spare. */}
          <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
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
            <Flag country={c} />
            {t(`countries.${c}`)}
          </>
        ),
      }))}
    />
  );
}

/** Beside the country's name, so it says nothing itself (empty alt); its box is fixed, so nothing moves while it loads. */
function Flag({ country }: { country: Country }) {
  return <img src={flagOf(country)} alt="" width="20" height="15" className="shrink-0 rounded-sm ring-1 ring-black/10" />;
}
