import type { NotificationDto } from '../../../server/modules/notifications/notifications.routes.ts';

// One readable sentence per notification kind. Only facts the recipient may see are in `data`.

export type ActivityKey =
  | 'investorProfileSaved' | 'businessProfileSaved' | 'profileSaved'
  | 'investorProfileSubmitted' | 'businessProfileSubmitted'
  | 'profileApproved' | 'profileRejected'
  | 'interestReceived' | 'interestReceivedIn'
  | 'connectionReceived' | 'businessConnected'
  | 'introductionMade' | 'introductionMadeWith'
  | 'serviceRequestStatus'
  | 'matchSuggestedBusiness' | 'matchSuggestedInvestor'
  | 'other';

export type ActivityValues = {
  name: string;
  company: string;
  service: string;
  status: string;
  score: number | string;
};

export interface ActivityText {
  key: ActivityKey;
  values: Partial<ActivityValues>;
}

/** Every placeholder filled, as the typed catalogue wants all of them for a key chosen at run time. */
export const withBlanks = (values: Partial<ActivityValues>): ActivityValues => ({ name: '', company: '', service: '', status: '', score: '', ...values });

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
const words = (value: unknown) => str(value)?.replaceAll('_', ' ');

export function activityText({ kind, data }: Pick<NotificationDto, 'kind' | 'data'>): ActivityText {
  const profileType = data.profileType;
  const company = str(data.companyName);
  const score = typeof data.matchScore === 'number' ? data.matchScore : undefined;
  switch (kind) {
    case 'profile_saved':
      return { key: profileType === 'investor' ? 'investorProfileSaved' : profileType === 'business' ? 'businessProfileSaved' : 'profileSaved', values: {} };
    case 'profile_submitted_for_review':
      return { key: profileType === 'investor' ? 'investorProfileSubmitted' : 'businessProfileSubmitted', values: {} };
    case 'profile_approved':
      return { key: 'profileApproved', values: {} };
    case 'profile_rejected':
      return { key: 'profileRejected', values: {} };
    case 'interest_received':
      return company ? { key: 'interestReceivedIn', values: { company } } : { key: 'interestReceived', values: {} };
    case 'connection_received':
      return { key: 'connectionReceived', values: {} };
    case 'business_connected':
      return company ? { key: 'businessConnected', values: { company } } : { key: 'connectionReceived', values: {} };
    case 'introduction_made': {
      const name = str(data.counterpartName);
      return name ? { key: 'introductionMadeWith', values: { name } } : { key: 'introductionMade', values: {} };
    }
    case 'service_request_status_changed':
    case 'service_request_updated': {
      const service = words(data.serviceType ?? data.service_type);
      const status = words(data.status);
      return service && status ? { key: 'serviceRequestStatus', values: { service, status } } : { key: 'other', values: {} };
    }
    case 'match_suggested':
      if (score === undefined) return { key: 'other', values: {} };
      return company ? { key: 'matchSuggestedBusiness', values: { company, score } } : { key: 'matchSuggestedInvestor', values: { score } };
    default:
      return { key: 'other', values: {} };
  }
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [['minute', 60], ['hour', 3600], ['day', 86_400]];

/** "5 minutes ago", "yesterday"; from a week back, the date itself. */
export function activityDate(iso: string, now: Date, locale: string): string {
  const date = new Date(iso);
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const ago = -seconds;
  if (ago < 45) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  if (ago < 7 * 86_400) {
    const [unit, size] = ago < 3600 ? UNITS[0]! : ago < 86_400 ? UNITS[1]! : UNITS[2]!;
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-Math.round(ago / size), unit);
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
