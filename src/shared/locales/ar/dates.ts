import type { Translation } from '../translation.ts';
import type { dates as english } from '../en/dates.ts';

// The months as Intl (CLDR) names them in Arabic; dates/format.ts writes dates with them.

const months = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

export const dates: Translation<typeof english> = {
  months,
  // Arabic's medium date is numeric; a short month, were one asked for, is the month's name.
  monthsShort: months,
};
