import { describe, expect, it } from 'vitest';
import type { NotificationDto } from '#shared/notifications.ts';
import { activityText } from './activity-text.ts';

describe('activity sentences', () => {
  it('names the profile that was saved or sent for review', () => {
    expect(activityText({ kind: 'profile_saved', data: { profileType: 'investor' } }).key).toBe('investorProfileSaved');
    expect(activityText({ kind: 'profile_saved', data: { profileType: 'business' } }).key).toBe('businessProfileSaved');
    expect(activityText({ kind: 'profile_submitted_for_review', data: { profileType: 'business' } }).key).toBe('businessProfileSubmitted');
  });

  it('reads service request changes with spaces instead of underscores', () => {
    expect(activityText({ kind: 'service_request_status_changed', data: { serviceType: 'due_diligence', status: 'in_progress' } }))
      .toEqual({ key: 'serviceRequestStatus', values: { service: 'due diligence', status: 'in progress' } });
  });

  it('never shows an investor name carried in the data of a masked notification', () => {
    // More than the contract allows, as an older row might hold (no excess-property check on a variable).
    const data = { matchId: 'm1', investorName: 'Hidden Person', matchScore: 80 };
    const text = activityText({ kind: 'interest_received', data });
    expect(JSON.stringify(text)).not.toContain('Hidden Person');
    expect(text).toEqual({ key: 'interestReceived', values: {} });
    const introduced = activityText({ kind: 'introduction_made', data: { ...data, counterpartName: '  ' } });
    expect(introduced).toEqual({ key: 'introductionMade', values: {} });
  });

  it('names who shared which document, and the document that could not be stamped', () => {
    expect(activityText({ kind: 'document_shared', data: { dealId: 'd1', counterpartName: 'Omar Owner', fileName: 'Financials-2025.pdf' } }))
      .toEqual({ key: 'documentSharedBy', values: { name: 'Omar Owner', file: 'Financials-2025.pdf' } });
    expect(activityText({ kind: 'document_shared', data: { dealId: 'd1', fileName: 'Financials-2025.pdf' } })).toEqual({ key: 'documentShared', values: {} });
    expect(activityText({ kind: 'document_unstampable', data: { dealId: 'd1', fileName: 'Locked.pdf' } }))
      .toEqual({ key: 'documentUnstampableNamed', values: { file: 'Locked.pdf' } });
    expect(activityText({ kind: 'document_unstampable', data: { dealId: 'd1', fileName: ' ' } })).toEqual({ key: 'documentUnstampable', values: {} });
  });

  it("names the saved search a new profile fits, never the profile", () => {
    expect(activityText({ kind: 'saved_search_match', data: { savedSearchId: 's1', name: 'Logistics in the UAE', scope: 'businesses', profileId: 'p1' } }))
      .toEqual({ key: 'savedSearchMatch', values: { name: 'Logistics in the UAE' } });
  });

  it('asks about a stale listing, says a paused one can be republished, and tells of a verified registration', () => {
    expect(activityText({ kind: 'listing_stale', data: { profileType: 'business' } })).toEqual({ key: 'listingStale', values: {} });
    expect(activityText({ kind: 'listing_paused', data: { profileType: 'investor' } })).toEqual({ key: 'listingPaused', values: {} });
    expect(activityText({ kind: 'registration_verified', data: {} })).toEqual({ key: 'registrationVerified', values: {} });
  });

  it('falls back to a general sentence for an unknown kind or missing facts', () => {
    const newer = { kind: 'something_new', data: {} } as unknown as NotificationDto;
    expect(activityText(newer).key).toBe('other');
    expect(activityText({ kind: 'service_request_status_changed', data: {} }).key).toBe('other');
  });
});

describe('declines', () => {
  it('words a decline in the issue’s fixed words, with the reason apart and only if written', () => {
    expect(activityText({ kind: 'interest_declined', data: { matchId: 'm1', reason: 'We chose another partner.' } }))
      .toEqual({ key: 'interestDeclined', values: {}, note: 'We chose another partner.' });
    expect(activityText({ kind: 'connection_declined', data: { matchId: 'm1', reason: '  ' } })).toEqual({ key: 'connectionDeclined', values: {} });
  });
});
