// English texts of the mails the server sends (namespace 'mail'), as the platform has always sent them. A {{name}} is
// filled by mail-texts.ts; a key ending _one or _other is the wording for one and for any other count.

export const mail = {
  footer: {
    /** Why a user receives the mails about their own account and its deals. */
    account: 'You receive this message because you have a Dealbridge account.',
  },
  introduction: {
    subject: 'Dealbridge: you have been introduced',
    body: 'Hello {{recipient}},\n\nBoth sides are interested, so Dealbridge has introduced you to {{counterpart}}{{company}}.\nEmail: {{email}}{{phone}}\n\nYou can now see each other\'s details and documents on Dealbridge.',
    company: ' ({{company}})',
    phone: '\nPhone: {{phone}}',
  },
  dealEvent: {
    subject: {
      offer_made: 'Dealbridge: {{counterpart}} made an offer',
      offer_countered: 'Dealbridge: {{counterpart}} countered your offer',
      offer_accepted: 'Dealbridge: {{counterpart}} accepted your indication of interest',
      offer_signed: 'Dealbridge: {{counterpart}} signed your letter of intent',
      offer_declined: 'Dealbridge: {{counterpart}} declined your offer',
      offer_withdrawn: 'Dealbridge: {{counterpart}} withdrew their offer',
      close_proposed: 'Dealbridge: {{counterpart}} proposes to close the deal as won',
      close_cancelled: 'Dealbridge: {{counterpart}} cancelled the proposal to close',
      exclusivity_ending: 'Dealbridge: exclusivity ends on {{date}}',
    },
    sentence: {
      offer_made: '{{counterpart}} has made an offer{{about}}: {{kind}}.',
      offer_countered: '{{counterpart}} has countered your offer{{about}} with new terms.',
      offer_accepted: '{{counterpart}} has accepted your indication of interest{{about}}. It binds nobody: the next step is a letter of intent.',
      offer_signed: '{{counterpart}} has signed your letter of intent{{about}}. The deal is now at "LOI signed", and the signed letter can be downloaded from the deal room.',
      offer_declined: '{{counterpart}} has declined your offer{{about}}.',
      offer_withdrawn: '{{counterpart}} has withdrawn their offer{{about}}.',
      close_proposed: '{{counterpart}} proposes to close the deal{{about}} as won. It takes effect when you confirm it in the deal room.',
      close_cancelled: '{{counterpart}} has cancelled the proposal to close the deal{{about}}.',
      exclusivity_ending: 'The exclusivity of the letter of intent signed with {{counterpart}}{{about}} ends on {{date}}.',
    },
    kind: { ioi: 'an indication of interest', loi: 'a letter of intent' },
    reason: 'Their reason: {{reason}}',
    body: 'Hello {{recipient}},\n\n{{sentence}}{{reason}}\n{{read}}',
    about: ' about {{business}}',
    readHere: 'Open it here: {{link}}',
    readOnSite: 'Open it on Dealbridge, under Deals.',
    footer: 'You receive this message because you are a party to a deal on Dealbridge.',
  },
  unreadDeal: {
    subject: 'Dealbridge: {{unread}} from {{counterpart}}',
    body: 'Hello {{recipient}},\n\nYou have {{unread}} from {{counterpart}}{{about}} in your deal room.\n{{read}}\n\nWe will not mail you about this deal again until new messages arrive after this one.',
    unread_one: '1 unread message',
    unread_other: '{{count}} unread messages',
    about: ' about {{business}}',
    readHere: 'Read and reply here: {{link}}',
    readOnSite: 'Read and reply on Dealbridge, under Deals.',
    footer: 'You receive this message because you have unread messages in a deal on Dealbridge.',
  },
  passwordReset: {
    subject: 'Dealbridge: reset your password',
    body: 'Hello {{recipient}},\n\nSomeone asked to reset the password of your Dealbridge account. To choose a new password, open this link:\n{{link}}\n\nThe link works once and expires in {{minutes}} minutes. If you did not ask for it, ignore this message: your password stays as it is.',
    footer: 'You receive this message because a password reset was requested for this email address on Dealbridge.',
  },
  passwordChanged: {
    subject: 'Dealbridge: your password was changed',
    body: 'Hello {{recipient}},\n\nThe password of your Dealbridge account was changed, and {{sessions}} was signed out.\n\nIf this was not you, use "Forgot password?" on the sign-in page at once and contact support.',
    otherSessions: 'every other session',
    allSessions: 'every session',
    footer: 'You receive this message because the password of your Dealbridge account was changed.',
  },
  verifyEmail: {
    subject: 'Dealbridge: confirm your email address',
    body: 'Hello {{recipient}},\n\nTo confirm that this email address is yours, open this link:\n{{link}}\n\nYour account works already; confirming adds a "Verified" badge to your profile. The link works once and expires in {{days}} days.',
    footer: 'You receive this message because a Dealbridge account was created with this email address.',
  },
  confirmNewEmail: {
    subject: 'Dealbridge: confirm your new email address',
    body: 'Hello {{recipient}},\n\nYou asked to change the email address of your Dealbridge account to this one. To make the change, open this link:\n{{link}}\n\nThe link works once and expires in {{hours}} hours. If you did not ask for it, ignore this message.',
    footer: 'You receive this message because someone asked to use this email address for a Dealbridge account.',
  },
  emailChangeRequested: {
    subject: 'Dealbridge: a change of your email address was requested',
    body: 'Hello {{recipient}},\n\nSomeone signed in to your Dealbridge account asked to change its email address to {{email}}. The change happens when the confirmation link sent to the new address is opened.\n\nIf this was not you, change your password in Settings at once and contact support.',
    footer: 'You receive this message because this is the current address of your Dealbridge account.',
  },
  accountDeleted: {
    subject: 'Dealbridge: your account was deleted',
    body: 'Hello {{recipient}},\n\nYour Dealbridge account was deleted as you asked. Your profiles left the listings, your documents were removed from storage and your personal data was erased; counterparts in your deals now see "Deleted user".\n\nIf this was not you, contact support at once.',
    footer: 'You receive this message because a Dealbridge account with this email address was deleted.',
  },
  profileDecision: {
    subject: {
      approved: 'Dealbridge: your {{profile}} profile was approved',
      rejected: 'Dealbridge: your {{profile}} profile was not approved',
    },
    /** The profile as the subject names it. */
    subjectProfile: { business: 'business', investor: 'investor' },
    profile: { business: 'business profile{{company}}', investor: 'investor profile' },
    company: ' for {{company}}',
    outcome: {
      approved: 'Your {{profile}} has been approved and is now listed on Dealbridge, where {{audience}} can find it.',
      rejected: 'Your {{profile}} was not approved, so it is not listed on Dealbridge. You can update your profile on Dealbridge; if you have questions, contact support.',
    },
    /** Who can find an approved profile, by its kind. */
    audience: { business: 'investors', investor: 'businesses' },
    reasonHeading: { approved: 'A note from the Dealbridge team', rejected: 'The reason the Dealbridge team gave' },
    reason: '\n\n{{heading}}:\n{{reason}}',
    body: 'Hello {{recipient}},\n\n{{outcome}}{{reason}}',
  },
  searchDigest: {
    subject: {
      daily: 'Dealbridge: new results for your saved searches today',
      weekly: 'Dealbridge: new results for your saved searches this week',
    },
    body: 'Hello {{recipient}},\n\nNew profiles fit your saved searches:\n\n{{searches}}\n\nYou can change how often you hear about each search under Saved searches.',
    search: '• {{name}}: {{results}}\n  See them: {{link}}\n  Stop alerts for this search: {{unsubscribe}}',
    results_one: '1 new result',
    results_other: '{{count}} new results',
    footer: 'You receive this message because you turned on alerts for saved searches on Dealbridge.',
  },
  matchDigest: {
    subject: 'Dealbridge: new matches for you',
    body: 'Hello {{recipient}},\n\nYou have {{matches}} this week.\nSee them: {{link}}\n\nTo stop this weekly mail: {{unsubscribe}}',
    matches_one: '1 new match',
    matches_other: '{{count}} new matches',
    footer: 'You receive this message because you get the weekly matches digest on Dealbridge.',
  },
  /** The listing a freshness mail is about, by its kind. */
  listing: { business: 'business profile', investor: 'investor profile' },
  listingStale: {
    subject: 'Is your listing still current?',
    body: 'Hello {{recipient}},\n\nYour {{listing}} on Dealbridge was last updated {{days}} days ago. Is it still current?\n\nIf it is, one click on "Still current" on your dashboard confirms it: {{link}}\nEditing and saving your profile confirms it too.\n\nListings neither updated nor confirmed for 120 days are paused and hidden from the listings until you republish them.',
  },
  listingPaused: {
    subject: 'Your listing is paused',
    body: 'Hello {{recipient}},\n\nYour {{listing}} on Dealbridge has not been updated or confirmed for {{days}} days, so we have paused it: it is now hidden from the listings and matches.\n\nOne click on "Republish" on your dashboard brings it back as it was: {{link}}\nEditing and saving your profile republishes it too.',
  },
} as const;
