import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useDocumentTitle } from '../../lib/i18n/document-title.ts';

function LegalPage({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-page-title">{title}</h1>
      {paragraphs.map((p) => <p key={p} className="mt-4 text-slate-700">{p}</p>)}
    </article>
  );
}

export function PrivacyPage() {
  const { t } = useTranslation('legal');
  return <LegalPage title={t('legal.privacyTitle')} paragraphs={t('legal.privacyBody', { returnObjects: true })} />;
}

export function TermsPage() {
  const { t } = useTranslation('legal');
  return <LegalPage title={t('legal.termsTitle')} paragraphs={t('legal.termsBody', { returnObjects: true })} />;
}
