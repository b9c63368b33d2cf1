// The server's catalogue in Arabic, whole: the same keys as the English (en.ts).
import type { en } from './en.ts';
import { dates } from './ar/dates.ts';
import { deals } from './ar/deals.ts';
import { enums } from './ar/enums.ts';
import { mail } from './ar/mail.ts';
import { valuation } from './ar/valuation.ts';
import { valuationReport } from './ar/valuation-report.ts';
import type { Translation } from './translation.ts';

export const ar: Translation<typeof en> = { dates, deals, enums, mail, valuation, valuationReport };
