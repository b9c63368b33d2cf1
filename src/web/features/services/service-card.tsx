import { Clock } from 'lucide-react';
import { formatUsd } from '#shared/money/format.ts';
import { languageOf, useTranslation } from '../../lib/i18n/i18n.ts';
import type { ServiceOffering } from '#shared/services/service-catalogue.ts';
import { ApproxFromUsd } from '../../components/listings/money.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SERVICE_ICONS } from './service-icons.ts';

export function ServiceCard({ offering, onSelect }: { offering: ServiceOffering; onSelect(): void }) {
  const { t, i18n } = useTranslation();
  const name = t(`services.names.${offering.service_type}`);
  const Icon = SERVICE_ICONS[offering.service_type];
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <Icon aria-hidden="true" className="size-8 text-brand-600" />
      <h2 className="mt-4 text-lg font-semibold">{name}</h2>
      <p className="mt-2 flex-1 text-sm text-slate-600">{t(`services.descriptions.${offering.service_type}`)}</p>
      <p className="mt-4 text-xl font-bold text-brand-700">
        {t('services.priceFrom', { price: formatUsd(offering.price_from, languageOf(i18n.language)) })}
        {/* The list price is in US dollars; the reader's currency beside it (issue 52). */}
        <ApproxFromUsd amount={offering.price_from} />
      </p>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
        <Clock aria-hidden="true" className="size-4" />
        {t('services.timeline', { timeline: t(`services.timelines.${offering.service_type}`) })}
      </p>
      <Button className="mt-5 w-full" onClick={onSelect} aria-label={t('services.requestNamed', { name })}>
        {t('services.request')}
      </Button>
    </li>
  );
}
