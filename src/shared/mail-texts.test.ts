import { describe, expect, it } from 'vitest';
import { profileDecisionMail } from './mail-texts.ts';

describe('the profile decision mail', () => {
  const base = { recipientName: 'Omar', profileType: 'business' as const, companyName: 'Falcon Freight', reason: null };

  it('says the outcome for the profile type, and adds the reason only when there is one', () => {
    const approved = profileDecisionMail('en', { ...base, approved: true });
    expect(approved.subject).toBe('Dealbridge: your business profile was approved');
    expect(approved.text).toContain('Your business profile for Falcon Freight has been approved');
    expect(approved.text).not.toContain('Dealbridge team');
    const rejected = profileDecisionMail('en', { ...base, profileType: 'investor', companyName: null, approved: false, reason: 'Add a range.' });
    expect(rejected.subject).toBe('Dealbridge: your investor profile was not approved');
    expect(rejected.text).toContain('The reason the Dealbridge team gave:\nAdd a range.');
  });

  it('writes Arabic right to left, and never lets a reason become markup', () => {
    const mail = profileDecisionMail('ar', { ...base, approved: false, reason: '<b>مستندات</b> & "ناقصة"' });
    expect(mail.subject).toBe('Dealbridge: لم تتم الموافقة على ملف شركتك');
    expect(mail.text).toContain('السبب الذي ذكره فريق Dealbridge:\n<b>مستندات</b> & "ناقصة"');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('&lt;b&gt;مستندات&lt;/b&gt; &amp; &quot;ناقصة&quot;');
    expect(mail.html).not.toContain('<b>');
  });
});
