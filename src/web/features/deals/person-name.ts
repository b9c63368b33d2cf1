import { useCallback } from 'react';
import { DELETED_USER_NAME } from '#shared/account/deleted-user.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';

/** A party's name as the server sends it, with a deleted account's worded in the reader's language. */
export function usePersonName(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback((name: string) => (name === DELETED_USER_NAME ? t('deals.deletedUser') : name), [t]);
}
