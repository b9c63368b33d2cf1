// The server's catalogue in English, whole: the words mails and PDFs print, keyed as the web's catalogue is
// (src/web/locales). It sits in src/shared because the web shows some of them too (the valuation working, the names
// of places, sectors and stages, the broadcast's footer) and reads them from here rather than copying them.
import { dates } from './en/dates.ts';
import { deals } from './en/deals.ts';
import { enums } from './en/enums.ts';
import { mail } from './en/mail.ts';
import { valuation } from './en/valuation.ts';
import { valuationReport } from './en/valuation-report.ts';

export const en = { dates, deals, enums, mail, valuation, valuationReport } as const;
