import { z } from 'zod';
import { messageText } from '../messages/messages.ts';
import { LISTING_KINDS, TRUST_BADGES } from './trust-rules.ts';

// Trust signals and freshness (issue 23). Every signal is computed by the server from what it holds (never declared by
// the profile's owner): the card carries the facts, the web words them and explains each on hover or tap.

export * from './trust-rules.ts';

export const responsivenessSchema = z.object({
  /** Interests (to an owner) or connects (to an investor) received in the window that can be judged. */
  received: z.number().int(),
  /** Whole per cent of those answered (accepted or declined) within answerWithinDays. */
  answered_share: z.number().int(),
  /** The median time to an answer, in hours, over the answered ones. */
  median_hours: z.number(),
});
export type Responsiveness = z.infer<typeof responsivenessSchema>;

/** What every public and match card carries besides its facts. */
export const trustSchema = z.object({
  /** When the owner last saved or confirmed the listing ("Updated N days ago"). */
  updated_at: z.string(),
  badges: z.array(z.enum(TRUST_BADGES)),
  /** Null until the user has received RESPONSIVENESS.minReceived requests in the window. */
  responsiveness: responsivenessSchema.nullable(),
  /** A business with a signed letter of intent (issue 50): "Under offer" to everyone. Always false for an investor. */
  under_offer: z.boolean(),
});
export type Trust = z.infer<typeof trustSchema>;

// ── The owner's own listing: how fresh it is, confirming it and republishing it ──


export const ownListingFreshnessSchema = z.object({
  kind: z.enum(LISTING_KINDS),
  /** The owner's last save or confirmation. */
  confirmed_at: z.string(),
  /** When the reminder is (or was) due: confirmed_at + remindAfterDays. */
  remind_at: z.string(),
  /** When the listing is (or was) paused if not confirmed: confirmed_at + pauseAfterDays. */
  pause_at: z.string(),
  /** The reminder was sent and the owner has not confirmed since. */
  reminded: z.boolean(),
  /** Paused for want of an update: hidden until the owner republishes (one click) or edits it. */
  paused: z.boolean(),
});
export type OwnListingFreshness = z.infer<typeof ownListingFreshnessSchema>;

/** GET /api/listing-freshness/me: the signed-in owner's or investor's listing; null before the profile's first save. */
export const ownListingFreshnessResponseSchema = z.object({ listing: ownListingFreshnessSchema.nullable() });
export type OwnListingFreshnessResponse = z.infer<typeof ownListingFreshnessResponseSchema>;

// ── Registration verification, an admin action (audited) ──

/** What the admin checked before verifying a business's registration; every item must be ticked. */
export const REGISTRATION_CHECKLIST = ['name_matches', 'number_matches', 'document_current', 'issuer_recognised'] as const;
export type RegistrationCheck = (typeof REGISTRATION_CHECKLIST)[number];

export const registrationVerificationInputSchema = z.strictObject({
  /** One of the owner's documents, the registration certificate or trade licence the verification rests on. */
  document_id: z.uuid(messageText('verificationDocument')),
  checklist: z
    .array(z.enum(REGISTRATION_CHECKLIST))
    .refine((items) => REGISTRATION_CHECKLIST.every((item) => items.includes(item)), messageText('verificationChecklist')),
});
export type RegistrationVerificationInput = z.input<typeof registrationVerificationInputSchema>;

export const registrationVerificationSchema = z.object({
  registration_number: z.string(),
  document_id: z.string().nullable(),
  document_name: z.string().nullable(),
  checklist: z.array(z.enum(REGISTRATION_CHECKLIST)),
  verified_at: z.string(),
  verified_by: z.string().nullable(),
});
export type RegistrationVerification = z.infer<typeof registrationVerificationSchema>;
