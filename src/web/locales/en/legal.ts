// English texts of the privacy and terms pages.
export const legal = {
  privacyTitle: 'Privacy Policy',
  privacyBody: [
    'Dealbridge keeps your identity confidential until both sides of a match choose to talk. Investor names, contact details and documents are shown to a counterpart only after an introduction, and to Dealbridge staff who run the platform.',
    'We store the information you give us (account, profile and documents) to match you with counterparts and to deliver the services you request. We do not sell it.',
    'You can correct your profile at any time and ask support to delete your account and documents.',
  ],
  termsTitle: 'Terms of Service',
  termsBody: [
    'Dealbridge is a meeting place: it does not give investment advice, and every transaction is between the parties.',
    'You confirm that what you publish is accurate and that you may share the documents you upload.',
    'Professional services are quoted by our staff before any work starts; prices in the catalogue are starting prices.',
  ],
} as const;
