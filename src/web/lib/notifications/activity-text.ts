import type { NotificationDto } from '#shared/notifications.ts';

// One readable sentence per notification kind. Only facts the recipient may see are in `data`.

export type ActivityKey =
  | 'investorProfileSaved' | 'businessProfileSaved' | 'profileSaved'
  | 'investorProfileSubmitted' | 'businessProfileSubmitted'
  | 'profileApproved' | 'profileRejected'
  | 'interestReceived' | 'interestReceivedIn'
  | 'connectionReceived' | 'businessConnected'
  | 'introductionMade' | 'introductionMadeWith'
  | 'interestDeclined' | 'connectionDeclined'
  | 'dealStageChanged' | 'dealStageChangedBy'
  | 'offerMadeIoi' | 'offerMadeLoi' | 'offerCountered' | 'offerAccepted' | 'offerSigned' | 'offerDeclined' | 'offerWithdrawn'
  | 'closeProposed' | 'closeCancelled' | 'exclusivityEnding' | 'dealEvent'
  | 'documentShared' | 'documentSharedBy' | 'documentUnstampable' | 'documentUnstampableNamed'
  | 'serviceRequestStatus'
  | 'savedSearchMatch'
  | 'listingStale' | 'listingPaused' | 'registrationVerified'
  | 'matchSuggestedBusiness' | 'matchSuggestedInvestor'
  | 'other';

export type ActivityValues = {
  name: string;
  company: string;
  service: string;
  status: string;
  score: number | string;
  /** A deal stage (shared/deals/room.ts DEAL_STAGES), worded by the deals namespace. */
  stage: string;
  /** A document's file name. */
  file: string;
  /** A day (YYYY-MM-DD): a letter of intent's exclusivity's last. */
  date: string;
};

export interface ActivityText {
  key: ActivityKey;
  values: Partial<ActivityValues>;
  /** The sender's own words (a decline's reason), shown under the sentence as they wrote them. */
  note?: string;
}

/** Every placeholder filled, as the typed catalogue wants all of them for a key chosen at run time. */
export const withBlanks = (values: Partial<ActivityValues>): ActivityValues => ({ name: '', company: '', service: '', status: '', score: '', stage: '', file: '', date: '', ...values });

const str = (value: string | undefined) => (value?.trim() ? value : undefined);
const words = (value: string | undefined) => str(value)?.replaceAll('_', ' ');

export function activityText(notification: Pick<NotificationDto, 'kind' | 'data'>): ActivityText {
  // The union narrows `data` by `kind`: each case reads only the facts its kind carries.
  const { kind, data } = notification as NotificationDto;
  switch (kind) {
    case 'profile_saved':
      return { key: data.profileType === 'investor' ? 'investorProfileSaved' : data.profileType === 'business' ? 'businessProfileSaved' : 'profileSaved', values: {} };
    case 'profile_submitted_for_review':
      return { key: data.profileType === 'investor' ? 'investorProfileSubmitted' : 'businessProfileSubmitted', values: {} };
    case 'profile_approved':
      return { key: 'profileApproved', values: {} };
    case 'profile_rejected':
      return { key: 'profileRejected', values: {} };
    case 'interest_received': {
      const company = str(data.companyName);
      return company ? { key: 'interestReceivedIn', values: { company } } : { key: 'interestReceived', values: {} };
    }
    case 'connection_received':
      return { key: 'connectionReceived', values: {} };
    case 'introduction_made': {
      const name = str(data.counterpartName);
      return name ? { key: 'introductionMadeWith', values: { name } } : { key: 'introductionMade', values: {} };
    }
    case 'interest_declined': {
      const note = str(data.reason);
      return note ? { key: 'interestDeclined', values: {}, note } : { key: 'interestDeclined', values: {} };
    }
    case 'connection_declined': {
      const note = str(data.reason);
      return note ? { key: 'connectionDeclined', values: {}, note } : { key: 'connectionDeclined', values: {} };
    }
    case 'deal_stage_changed': {
      const name = str(data.counterpartName);
      if (!data.stage) return { key: 'other', values: {} };
      return name ? { key: 'dealStageChangedBy', values: { name, stage: data.stage } } : { key: 'dealStageChanged', values: { stage: data.stage } };
    }
    case 'deal_event': {
      const name = str(data.counterpartName);
      if (data.event === 'exclusivity_ending') return data.date ? { key: 'exclusivityEnding', values: { date: data.date } } : { key: 'dealEvent', values: {} };
      if (!name) return { key: 'dealEvent', values: {} };
      const key = ({
        offer_made: data.kind === 'loi' ? 'offerMadeLoi' : 'offerMadeIoi', offer_countered: 'offerCountered', offer_accepted: 'offerAccepted',
        offer_signed: 'offerSigned', offer_declined: 'offerDeclined', offer_withdrawn: 'offerWithdrawn', close_proposed: 'closeProposed', close_cancelled: 'closeCancelled',
      } as const)[data.event];
      return { key, values: { name } };
    }
    case 'document_shared': {
      const name = str(data.counterpartName);
      const file = str(data.fileName);
      return name && file ? { key: 'documentSharedBy', values: { name, file } } : { key: 'documentShared', values: {} };
    }
    case 'document_unstampable': {
      const file = str(data.fileName);
      return file ? { key: 'documentUnstampableNamed', values: { file } } : { key: 'documentUnstampable', values: {} };
    }
    case 'saved_search_match':
      // The search's own name (its owner chose it); the profile stays unnamed, as on the listing.
      return { key: 'savedSearchMatch', values: { name: data.name ?? '' } };
    case 'listing_stale':
      return { key: 'listingStale', values: {} };
    case 'listing_paused':
      return { key: 'listingPaused', values: {} };
    case 'registration_verified':
      return { key: 'registrationVerified', values: {} };
    case 'service_request_status_changed': {
      const service = words(data.serviceType);
      const status = words(data.status);
      return service && status ? { key: 'serviceRequestStatus', values: { service, status } } : { key: 'other', values: {} };
    }
    default:
      // A kind newer than this screen.
      return { key: 'other', values: {} };
  }
}
