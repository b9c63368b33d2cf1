// The whole Arabic catalogue (Modern Standard Arabic as Gulf business platforms write it) in one object, for
// the tests; it mirrors en.ts key for key. The app never imports it: it loads one namespace at a time
// (namespaces.ts), and Arabic only when Arabic is shown. Brand and currency codes stay in Latin script.
import type { Catalogue } from './en.ts';
import type { Translation } from './translation.ts';
import { admin } from './ar/admin.ts';
import { auth, completeRegistration, settings, twoFactor } from './ar/auth.ts';
import { dashboard } from './ar/dashboard.ts';
import { deals } from './ar/deals.ts';
import { documents } from './ar/documents.ts';
import { enums } from './ar/enums.ts';
import { home } from './ar/home.ts';
import { legal } from './ar/legal.ts';
import { listings } from './ar/listings.ts';
import { matching } from './ar/matching.ts';
import { messages } from './ar/messages.ts';
import { notifications } from './ar/notifications.ts';
import { profiles } from './ar/profiles.ts';
import { searches } from './ar/searches.ts';
import { services } from './ar/services.ts';
import { valuation } from './ar/valuation.ts';
import { shell } from './ar/shell.ts';

export const ar: Translation<Catalogue> = {
  ...shell,
  admin,
  auth,
  completeRegistration,
  settings,
  twoFactor,
  dashboard,
  deals,
  documents,
  enums,
  home,
  legal,
  listings,
  matching,
  messages,
  notifications,
  profiles,
  searches,
  services,
  valuation,
};
