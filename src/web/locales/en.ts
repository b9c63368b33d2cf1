// English catalogue. Texts quoted by the specification are kept exactly as written there.
// Each group lives in en/<group>.ts. Only the frame's texts (en/shell.ts) are in the main bundle: a screen
// adds the groups it shows when its code loads (locales/sections/*, lib/i18n.ts addEnglish). This object,
// the whole catalogue, is the type every other language copies and what the catalogue tests read.
import { admin } from './en/admin.ts';
import { auth, completeRegistration } from './en/auth.ts';
import { dashboard } from './en/dashboard.ts';
import { documents } from './en/documents.ts';
import { enums } from './en/enums.ts';
import { home } from './en/home.ts';
import { legal } from './en/legal.ts';
import { listings } from './en/listings.ts';
import { matching } from './en/matching.ts';
import { messages } from './en/messages.ts';
import { profiles } from './en/profiles.ts';
import { services } from './en/services.ts';
import { shell } from './en/shell.ts';

export const en = {
  admin,
  documents,
  enums,
  listings,
  matching,
  messages,
  profiles,
  services,
  ...shell,
  auth,
  completeRegistration,
  dashboard,
  home,
  legal,
} as const;

export type Catalogue = typeof en;
