import { describe, expect, it } from 'vitest';
import { listingPausedMail, listingStaleMail, profileDecisionMail, unreadDealMail } from './mail-texts.ts';

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

describe('the listing freshness mails (issue 23)', () => {
  const base = { recipientName: 'Omar', kind: 'business' as const, days: 61, link: 'https://dealbridge.example/dashboard' };

  it('asks whether the listing is still current, with the days since its update and the dashboard link', () => {
    const mail = listingStaleMail('en', base);
    expect(mail.subject).toBe('Is your listing still current?');
    expect(mail.text).toContain('Your business profile on Dealbridge was last updated 61 days ago.');
    expect(mail.text).toContain('one click on "Still current" on your dashboard confirms it: https://dealbridge.example/dashboard');
    expect(mail.text).toContain('Editing and saving your profile confirms it too.');
    expect(mail.html).toContain('<a href="https://dealbridge.example/dashboard"');
    expect(listingStaleMail('en', { ...base, kind: 'investor' }).text).toContain('Your investor profile');
  });

  it('says the listing is paused and hidden, and that one click republishes it', () => {
    const mail = listingPausedMail('en', { ...base, kind: 'investor', days: 120 });
    expect(mail.subject).toBe('Your listing is paused');
    expect(mail.text).toContain('Your investor profile on Dealbridge has not been updated or confirmed for 120 days');
    expect(mail.text).toContain('hidden from the listings');
    expect(mail.text).toContain('One click on "Republish" on your dashboard brings it back as it was: https://dealbridge.example/dashboard');
  });

  it('writes both in Arabic, right to left, and never lets a name become markup', () => {
    const stale = listingStaleMail('ar', { ...base, recipientName: '<b>عمر</b>' });
    expect(stale.subject).toBe('هل ما زال ملفك محدّثًا؟');
    expect(stale.text).toContain('مضى 61 يومًا منذ آخر تحديث لـملف شركتك');
    expect(stale.html).toContain('dir="rtl"');
    expect(stale.html).toContain('&lt;b&gt;عمر&lt;/b&gt;');
    expect(stale.html).not.toContain('<b>');
    const paused = listingPausedMail('ar', { ...base, kind: 'investor', days: 125, link: '/dashboard' });
    expect(paused.subject).toBe('تم إيقاف ملفك مؤقتًا');
    expect(paused.text).toContain('مضى 125 يومًا دون تحديث ملفك الاستثماري');
    expect(paused.text).toContain('«إعادة النشر» في لوحة التحكم تعيده كما كان: /dashboard');
  });
});

describe('names in mails (issue 47)', () => {
  it('never become links: a span with zero-width joiners in HTML, no scheme or www. in the text and the subject', () => {
    const mail = unreadDealMail('en', { recipientName: 'Omar', counterpartName: 'Support https://evil.example/verify', businessName: 'www.evil.example', unreadCount: 2, link: 'https://dealbridge.example/deals/1' });
    expect(mail.subject).toBe('Dealbridge: 2 unread messages from Support evil.example/verify');
    expect(mail.text).toContain('You have 2 unread messages from Support evil.example/verify about evil.example in your deal room.');
    expect(mail.html).toContain('<span>Support https:\u200D//evil.\u200Dexample/verify</span>');
    expect(mail.html).toContain('<span>www.\u200Devil.\u200Dexample</span>');
    // The platform's own link stays a link, and is the only one.
    expect(mail.html.match(/<a /g)).toHaveLength(1);
    expect(mail.html).toContain('<a href="https://dealbridge.example/deals/1"');
  });
});
