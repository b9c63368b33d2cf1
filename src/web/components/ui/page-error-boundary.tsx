import { Component, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { AlertBox } from './alert-box.tsx';
import { Button } from './button.tsx';

/** What a page shows when its module cannot load (a new release, a lost connection) or it fails to render. */
function PageFailed() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <AlertBox tone="error">{t('common.pageFailed')}</AlertBox>
      <Button className="mt-4" onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </div>
  );
}

/** Keyed by the location by its parent, so that navigating elsewhere clears the failure. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}
