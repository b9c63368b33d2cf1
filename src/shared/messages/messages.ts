import { rememberedMessage, rememberMessage, type ApiMessage, type MessageParams } from './message-registry.ts';

// The one catalogue of user-facing messages, by key. The spec's validation rules (section 5) and
// error catalogue (section 8) are kept verbatim: they are the contract. A text with {{name}} takes
// values. The API sends the key and its values (`code`, `params`) beside the English text, and the
// web words them in the reader's language (web/locales/*/messages.ts); forms that validate with the
// shared schemas find the key from the exact English text those schemas wrote (messageFor).
export const messages = {
  passwordTooShort: 'Password must be at least 5 characters long.',
  passwordsDontMatch: "Passwords don't match!",
  passwordTooCommon: 'This password is too common. Please choose another.',
  invalidLogin: 'Invalid email or password. Please try again.',
  registrationFailed: 'Failed to register. Please try again later.',
  serviceRequestSuccess: 'Service request submitted successfully! We will contact you within 24 hours.',
  serviceRequestFailure: 'Error submitting request. Please try again.',
  interestSuccess: 'Interest expressed successfully! The business owner will be notified.',
  connectSuccess: 'Connection request sent successfully! The investor will be notified.',
  emailDisabled: 'Email functionality is currently disabled.',
  // Ours, where the spec is silent.
  required: 'This field is required.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number.',
  emailTaken: 'An account with this email already exists.',
  nothingToUpdate: 'Nothing to update.',
  serviceDescriptionTooLong: 'Please keep the description to 2,000 characters or fewer.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  number: 'Please enter a number.',
  wholeNumber: 'Please enter a whole number.',
  notNegative: 'Please enter 0 or more.',
  amountTooLarge: 'Please enter an amount of at most 10,000,000,000,000.',
  maxBelowMin: 'The maximum amount must be at least the minimum amount.',
  percentRange: 'Please enter a percentage between {{min}} and {{max}}.',
  yearTooEarly: 'Please enter a year from 1800 on.',
  yearInFuture: 'The year cannot be in the future.',
  experienceRange: 'Please enter between 0 and 70 years.',
  tooLong: 'Please use at most {{max}} characters.',
  tooMany: 'Please list at most 20 items.',
  choose: 'Please choose one of the listed options.',
  website: 'Please enter a valid website address, for example https://example.com.',
  personName: 'Please enter the person’s name.',
  summaryLength: 'Please write a summary of {{min}} to {{max}} characters.',
  highlightsCount: 'Please give {{min}} to {{max}} highlights, or none.',
  teaserContact: 'Please leave out links, email addresses and phone numbers: investors reach you through Dealbridge.',
  teaserNamesCompany: 'A confidential listing’s teaser must not name the company.',
  priceOrRange: 'Please give an asking price or a valuation range, not both.',
  rangeBothEnds: 'Please give both ends of the valuation range.',
  offerPriceRange: 'Please enter a price above 0 and at most 10,000,000,000,000.',
  stakeRange: 'Please enter a stake above 0% and at most 100%.',
  paymentPartRange: 'Each part of the payment must be above 0% and at most 100%.',
  paymentSum: 'The parts of the payment must add up to 100%.',
  paymentKindTwice: 'Each way of paying can appear once.',
  earnOutMonths: 'Please enter an earn-out period of 1 to 120 months.',
  exclusivityRange: 'Exclusivity can be 0 to 120 days.',
  expiryPast: 'The expiry date cannot be in the past.',
  offerStageNotYet: 'An offer can be made once the deal is in discussion or due diligence.',
  offerWaiting: 'An offer is waiting for an answer: answer it, counter it or withdraw it first.',
  offerOwn: 'You cannot answer your own offer.',
  offerNotYours: 'Only the party who made this offer can withdraw it.',
  offerAnswered: 'This offer has already been answered or withdrawn. Please look at the latest version.',
  offerExpired: 'This offer has expired and can no longer be accepted.',
  offerAgreeRequired: 'Please tick the box to sign the letter of intent.',
  offerAfterLoi: 'A letter of intent is signed: the deal now moves to its close.',
  closedOnFuture: 'The closing date cannot be in the future.',
  closeNotYet: 'A deal can be closed as won once an offer has been made.',
  closePending: 'A close is already proposed: confirm it or cancel it first.',
  closeNotProposed: 'Nobody has proposed closing this deal, or the proposal was cancelled.',
  closeOwnProposal: 'The other party confirms the close you proposed.',
  exclusivityOwnerOnly: 'Only the business’s owner decides whether new interest is accepted.',
  noExclusivity: 'This deal has no exclusivity period running.',
  underOfferNoInterest: 'This business is under offer and is not accepting new interest for now.',
  costRequired: 'Please enter the estimated cost.',
  costRange: 'Please enter an amount between 0 and 10,000,000.',
  costOnlyWhenAssigning: 'Only Assign & Quote sets the estimated cost.',
  illegalTransition: 'A request that is {{from}} cannot be set to {{to}}.',
  serviceRequestNotCancellable: 'This request is no longer pending, so it cannot be cancelled.',
  // Admin deals, reports and suspension (issue 17).
  accountSuspended: 'This account has been suspended. Please contact support.',
  reportResolved: 'This report has already been resolved.',
  adminNotSuspendable: 'An administrator’s account cannot be suspended.',
  notSuspended: 'This account is not suspended.',
  accountWasDeleted: 'This account was deleted by its user and cannot be restored.',
  invalidDate: 'Please enter a date as YYYY-MM-DD.',
  dateRangeReversed: 'The end date must not be before the start date.',
  subjectTooLong: 'Please keep the subject to 200 characters or fewer.',
  rateRequired: 'Please enter the rate in US dollars.',
  ratePositive: 'Please enter a rate above 0.',
  rateRange: 'Please enter a rate between 0.00000001 and 1,000,000.',
  rateFixed: 'This currency’s rate is fixed and cannot be edited.',
  noRateEntered: 'Please enter at least one rate.',
  messageTooLong: 'Please keep the message to 10,000 characters or fewer.',
  fileRequired: 'Choose a file to upload.',
  oneFileAtATime: 'Upload one file at a time.',
  extensionNotAllowed: 'Only PDF, JPG, JPEG, PNG, DOC and DOCX files can be uploaded.',
  fileEmpty: 'The file is empty.',
  contentMismatch: "The file's content is not a genuine .{{extension}} document. Only real PDF, JPG, JPEG, PNG, DOC and DOCX files can be uploaded.",
  fileTooLarge: 'The file is larger than the {{limit}} limit.',
  tooManyDocuments: 'You can keep at most 30 documents. Remove one before uploading another.',
  uploadMalformed: 'The upload could not be read. Please try again.',
  documentType: 'Choose one of the listed document types.',
  revenueRange: 'The maximum revenue must not be below the minimum.',
  fieldNotAllowed: 'This field is not allowed.',
  notificationId: 'Not a notification id.',
  fieldsInvalid: 'Some fields are not valid.',
  signIn: 'Please sign in to continue.',
  noAccess: 'You do not have access to this.',
  notFound: 'Not found.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  completeProfile: 'Complete your profile first.',
  completeInvestorProfile: 'Complete your investor profile first.',
  completeBusinessProfile: 'Complete your business profile first.',
  noProfileYet: 'No profile yet.',
  noProfilesRecord: 'No profiles record.',
  crossOrigin: 'Cross-origin requests are not allowed.',
  noSuchRoute: 'No such API route.',
  bodyTooLarge: 'The request body is too large.',
  invalidJson: 'The request body is not valid JSON.',
  unstorableText: 'The request contains characters that cannot be stored.',
  internalError: 'Something went wrong on our side. Please try again.',
  unreachable: 'The server could not be reached.',
  // Interest, Connect and their answers (issue 17).
  pairDeclined: 'This connection was declined, so it is closed.',
  alreadyDeclined: 'This has already been declined.',
  alreadyIntroduced: 'You have already been introduced. Continue in the deal room.',
  noInterestToDecline: 'This investor has not expressed interest, so there is nothing to decline.',
  noConnectToDecline: 'This business has not asked to connect, so there is nothing to decline.',
  nothingToWithdraw: 'There is nothing to withdraw.',
  alreadyAnswered: 'This has already been answered and can no longer be withdrawn.',
  // The deal room (issue 17).
  dealClosed: 'This deal is closed and can no longer be changed.',
  dealCannotMove: 'A deal cannot move from {{from}} to {{to}}.',
  dealMovedOn: 'The deal has moved on since you loaded it. Please look at its stage and try again.',
  dealReasonOnlyWhenLost: 'A reason can be given only when the deal is closed as lost or withdrawn.',
  dealMessageTooLong: 'Please keep the message to 5,000 characters or fewer.',
  tooManyMessages: 'You are sending messages too quickly. Please wait a minute and try again.',
  messageDeleteTooLate: 'A message can be deleted only within 5 minutes of sending it.',
  messageNotYours: 'Only the sender can delete a message.',
  messageDeleted: 'This message has been deleted.',
  reportOwnMessage: 'You cannot report your own message.',
  reportDuplicate: 'You have already reported this message.',
  dealUnknown: 'Choose one of your open deals.',
  // Forgot password (issue 19).
  mailNotConfigured: 'Mail is not configured on this site, so a reset link cannot be sent. Please contact support.',
  resetLinkInvalid: 'This reset link is invalid, has expired or has already been used. Please ask for a new one.',
  // Account settings (issue 19).
  currentPasswordWrong: 'Your current password is not correct.',
  sameEmail: 'This is already your email address.',
  lastAdmin: 'You are the only administrator. Make another administrator first, then delete this account.',
  deleteUnconfirmed: 'Tick the box to confirm that you want to delete your account.',
  emailAlreadyVerified: 'Your email address is already confirmed.',
  emailLinkInvalid: 'This confirmation link is invalid, has expired or has already been used. Ask for a new one in Settings.',
  // The valuation estimator (issue 22).
  valuationRevenueRequired: 'Please enter last year’s revenue, above 0.',
  valuationEbitdaAboveRevenue: 'EBITDA cannot be more than revenue.',
  valuationEbitdaTooLow: 'A loss of more than ten times revenue is outside what this estimator can value.',
  valuationYearsTrading: 'Please enter between 0 and 200 years.',
  valuationNoMultiples: 'We do not have multiples for this industry in this market yet.',
  valuationOwnersOnly: 'Only business owners can save valuation estimates.',
  tooManyValuations: 'You can keep at most 50 estimates. Delete one before saving another.',
  // Saved searches and alerts (issue 23).
  tooManySavedSearches: 'You can keep at most 25 saved searches. Delete one before saving another.',
  savedSearchScopeNotAllowed: 'This search cannot be saved from your account.',
  unsubscribeLinkInvalid: 'This unsubscribe link is invalid or has expired. Please sign in to change your alerts in Saved searches or Settings.',
  valuationAttached: 'This estimate is attached to a valuation request in progress. It can be deleted once the request is completed or cancelled.',
  valuationUnknown: 'Choose one of your saved estimates.',
  valuationOnlyForValuation: 'An estimate can only be attached to a Valuation request.',
  // NDA and confidential documents in the deal room (issue 18).
  ndaRequired: 'This business asks you to accept its NDA first. Please read and accept it to continue.',
  ndaNameMismatch: 'Please type your full name exactly as it appears on your account.',
  ndaAgreeRequired: 'Please tick the box to accept the NDA.',
  ndaChanged: 'The NDA has changed since you opened it. Please read it again.',
  ndaNotRequired: 'This business does not ask for an NDA.',
  ndaDocumentNotPdf: 'Your own NDA must be one of your uploaded PDF documents.',
  documentNotStampable: 'This document cannot be stamped for download: it is damaged or password-protected. The owner has been told.',
  documentNotYours: 'Choose one of your own documents.',
  // Stamping limits (issue 47).
  documentTooComplexToStamp: 'This document is too large or too complex to be stamped for download. The owner has been told.',
  pdfTooComplex: 'This PDF is too large or too complex to be stamped when you share it (at most {{pages}} pages). Please split it or save it again as a simpler PDF.',
  dealBusinessInactive: 'This business is no longer active on Dealbridge, so nothing can be shared in this deal.',
  // Trust and freshness (issue 23).
  verificationDocument: "Choose one of the owner's documents for the verification to rest on.",
  verificationChecklist: 'Tick every check before verifying.',
  verificationNoNumber: 'This business has no registration number to verify.',
  // Live streams and names (issue 47).
  tooManyStreams: 'Dealbridge is open in too many tabs. Close some of them and reload this page.',
  nameHasLink: 'Please enter a name without web addresses or email addresses.',
  // Two-factor sign-in (issue 47).
  twoFactorCodeWrong: 'That code is not right. Please try again.',
  twoFactorCodeFormat: 'Please enter the 6-digit code from your app or one of your recovery codes.',
  twoFactorSignInExpired: 'Your sign-in has expired. Please enter your email and password again.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',
  twoFactorNoSetup: 'Please start the set-up again: scan the new QR code first.',
  twoFactorSetupRequired: 'Administrators must turn on two-factor sign-in before opening the admin panel.',
  adminPasswordTooShort: 'An administrator’s password needs at least {{min}} characters.',
  /** A text with no key of its own (a zod built-in message, an HTTP status text): shown as it is. */
  verbatim: '{{text}}',
} as const;

export type MessageKey = keyof typeof messages;
export type { ApiMessage, MessageParams } from './message-registry.ts';

/** The English text of a catalogue entry with its values filled in. */
export const fillMessage = (code: MessageKey, params: MessageParams = {}): string =>
  messages[code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

for (const code of Object.keys(messages) as MessageKey[]) {
  if (!messages[code].includes('{{')) rememberMessage({ code, message: messages[code] });
}

/** A catalogue message with its values, remembered by its English text. */
export function message(code: MessageKey, params?: MessageParams): ApiMessage {
  return rememberMessage(params ? { code, message: fillMessage(code, params), params } : { code, message: fillMessage(code) });
}

/** The English text of message(code, params): what zod schemas take as their error. */
export const messageText = (code: MessageKey, params?: MessageParams): string => message(code, params).message;

/** The key and values of an English text the catalogue or a shared module wrote; unknown texts are `verbatim`. */
export const messageFor = (text: string): ApiMessage => rememberedMessage(text) ?? { code: 'verbatim', message: text, params: { text } };
