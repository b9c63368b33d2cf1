import { z } from 'zod';
import { LANGUAGES } from '../enums.ts';
import { messageText } from '../messages/messages.ts';

// The NDA before the reveal (issue 18, docs/decisions/0143-nda-before-the-introduction.md). An owner requires one
// (the default): the platform's standard mutual NDA, or their own PDF. The investor accepts it by typing their full
// name and ticking a box before Interested counts; the introduction opens only once it is accepted. Acceptances are
// append-only and both parties can download a certificate of theirs.

export const NDA_KINDS = ['standard', 'custom'] as const;
export type NdaKind = (typeof NDA_KINDS)[number];

/** Where a pair stands (the admin's Matches, the deal room). */
export const NDA_STATUSES = ['not_required', 'pending', 'accepted'] as const;
export type NdaStatus = (typeof NDA_STATUSES)[number];

export const TYPED_NAME_MAX_LENGTH = 200;

/** The typed name counts when it is the account's full name, ignoring case, accents' composition and spacing. */
export const normalisePersonName = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
export const typedNameMatches = (typed: string, fullName: string): boolean => normalisePersonName(typed) === normalisePersonName(fullName);

/** The owner's choice on the business profile. `document_id` names one of their PDFs for their own NDA; null is the standard one. */
export const ndaSettingsSchema = z.object({
  required: z.boolean(),
  document_id: z.string().nullable(),
  /** The own NDA's file name, when one is chosen. */
  document_name: z.string().nullable(),
});
export type NdaSettings = z.infer<typeof ndaSettingsSchema>;

export const updateNdaSettingsSchema = z.strictObject({
  required: z.boolean({ error: messageText('required') }),
  document_id: z.uuid(messageText('ndaDocumentNotPdf')).nullable().optional(),
});
export type UpdateNdaSettingsInput = z.input<typeof updateNdaSettingsSchema>;

export const ndaAcceptanceSchema = z.object({
  id: z.string(),
  kind: z.enum(NDA_KINDS),
  /** `mutual-nda-v1` for the standard text, `custom` for the owner's PDF. */
  version: z.string(),
  /** SHA-256 (hex) of the exact text or file the investor accepted. */
  sha256: z.string(),
  language: z.enum(LANGUAGES),
  typed_name: z.string(),
  accepted_at: z.string(),
  /** Printed on the certificate: anyone holding it can ask the platform to confirm the record. */
  verification_code: z.string(),
});
export type NdaAcceptance = z.infer<typeof ndaAcceptanceSchema>;

/** What an investor is shown before acting on a business: the NDA the owner requires, and their acceptance if any. */
export const businessNdaSchema = z.object({
  required: z.boolean(),
  kind: z.enum(NDA_KINDS),
  version: z.string(),
  sha256: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  /** The standard NDA's text in the reader's language (null for the owner's own PDF). */
  text: z.string().nullable(),
  /** The owner's own NDA (a PDF the investor downloads to read). */
  document: z.object({ file_name: z.string(), size_bytes: z.number().int() }).nullable(),
  acceptance: ndaAcceptanceSchema.nullable(),
});
export type BusinessNda = z.infer<typeof businessNdaSchema>;

export const acceptNdaSchema = z.strictObject({
  typed_name: z
    .string({ error: messageText('required') })
    .trim()
    .min(1, messageText('required'))
    .max(TYPED_NAME_MAX_LENGTH, messageText('tooLong', { max: TYPED_NAME_MAX_LENGTH })),
  agree: z.literal(true, { error: messageText('ndaAgreeRequired') }),
  /** The sha256 of the NDA the reader was shown: if the owner changed it since, the acceptance is refused (409). */
  sha256: z.string({ error: messageText('required') }).regex(/^[0-9a-f]{64}$/, messageText('ndaChanged')),
});
export type AcceptNdaInput = z.input<typeof acceptNdaSchema>;

/** The NDA as the deal room shows it to both parties. */
export const dealNdaSchema = z.object({
  status: z.enum(NDA_STATUSES),
  acceptance: ndaAcceptanceSchema.extend({ accepted_by: z.string() }).nullable(),
});
export type DealNda = z.infer<typeof dealNdaSchema>;

/** GET /api/nda/standard: the platform's standard NDA in one language, for owners choosing it and anyone reading it. */
export const standardNdaSchema = z.object({
  version: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  text: z.string(),
  sha256: z.string(),
});
export type StandardNda = z.infer<typeof standardNdaSchema>;
