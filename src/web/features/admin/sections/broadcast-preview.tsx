import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { Broadcast } from '#shared/admin/broadcasts.ts';
import { LANGUAGES } from '#shared/enums.ts';
import { broadcastMail } from '#shared/locales/mail-texts.ts';

/** The mail as each recipient will read it: one per language, from the same texts the server sends (mail-texts.ts). */
export function BroadcastPreview({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {LANGUAGES.map((language) => {
        const mail = broadcastMail(language, broadcast);
        return (
          <section key={language} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} aria-label={t(`admin.communication.previewIn.${language}`)}
            className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t(`admin.communication.previewIn.${language}`)}</h3>
            <p className="mt-1 font-semibold break-words" dir="auto">{mail.subject}</p>
            <p className="mt-2 max-h-48 overflow-auto whitespace-pre-line break-words text-slate-700" dir="auto">{mail.text}</p>
          </section>
        );
      })}
    </div>
  );
}
