import { describe, expect, it } from 'vitest';
import { ADMIN_ENGLISH_REASONS, ENGLISH_REASONS, REASON_CODES, renderReason } from './matching/reason-render.ts';
import { ADMIN_REASON_TEXTS, REASON_TEXTS } from './matching/reason-texts.ts';
import { notificationLink } from './notifications.ts';

describe('where a notification leads', () => {
  it('to the deal room once introduced, else to the card on the recipient’s discovery screen', () => {
    expect(notificationLink({ kind: 'introduction_made', data: { matchId: 'm', dealId: 'd-1', investorProfileId: 'i-1' } })).toBe('/deals/d-1');
    expect(notificationLink({ kind: 'introduction_made', data: { matchId: 'm', investorProfileId: 'i-1' } })).toBe('/investorconnect?focus=i-1');
    expect(notificationLink({ kind: 'interest_received', data: { matchId: 'm', investorProfileId: 'i-1' } })).toBe('/investorconnect?focus=i-1');
    expect(notificationLink({ kind: 'connection_declined', data: { matchId: 'm', investorProfileId: 'i-1' } })).toBe('/investorconnect?focus=i-1');
    expect(notificationLink({ kind: 'connection_received', data: { matchId: 'm', businessProfileId: 'b-1' } })).toBe('/businessmatches?focus=b-1');
    expect(notificationLink({ kind: 'interest_declined', data: { matchId: 'm', businessProfileId: 'b 1' } })).toBe('/businessmatches?focus=b%201');
    expect(notificationLink({ kind: 'interest_received', data: { matchId: 'm' } })).toBe('/investorconnect');
  });

  it('a profile notice to that profile, a service request to the dashboard', () => {
    expect(notificationLink({ kind: 'profile_approved', data: { profileType: 'business' } })).toBe('/businessprofile');
    expect(notificationLink({ kind: 'profile_saved', data: { profileType: 'investor' } })).toBe('/investorprofile');
    expect(notificationLink({ kind: 'service_request_status_changed', data: {} })).toBe('/dashboard');
  });
});

describe('reasons for admins', () => {
  it('speak of both sides in the third person', () => {
    expect(renderReason({ code: 'industryPreferred', industry: 'logistics' }, ADMIN_ENGLISH_REASONS)).toBe("The investor's preferred industries include Logistics");
    expect(renderReason({ code: 'industryPreferred', industry: 'logistics' }, ENGLISH_REASONS)).toBe('Logistics is one of your preferred industries');
    for (const code of REASON_CODES) {
      expect(ADMIN_REASON_TEXTS[code]).not.toBe(REASON_TEXTS[code]);
      expect(ADMIN_REASON_TEXTS[code]).not.toMatch(/\byou(r)?\b/i);
    }
  });
});
