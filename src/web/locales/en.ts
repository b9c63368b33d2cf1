// The whole English catalogue in one object, for the tests that compare languages and the type of the whole.
// The app never imports it: it loads one namespace at a time (namespaces.ts).
import { admin } from './en/admin.ts';
import { auth, completeRegistration, settings, twoFactor } from './en/auth.ts';
import { dashboard } from './en/dashboard.ts';
import { deals } from './en/deals.ts';
import { documents } from './en/documents.ts';
import { enums } from './en/enums.ts';
import { home } from './en/home.ts';
import { legal } from './en/legal.ts';
import { listings } from './en/listings.ts';
import { matching } from './en/matching.ts';
import { messages } from './en/messages.ts';
import { notifications } from './en/notifications.ts';
import { profiles } from './en/profiles.ts';
import { searches } from './en/searches.ts';
import { services } from './en/services.ts';
import { valuation } from './en/valuation.ts';
import { shell } from './en/shell.ts';

export const en = {
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
} as const;

export type Catalogue = typeof en;
