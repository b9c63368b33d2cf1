import { createRoute, z } from '@hono/zod-openapi';
import { registrationVerificationInputSchema, registrationVerificationSchema } from '#shared/trust/trust.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';
import { adminOnly, idParams, tags } from './admin-shared.ts';

/** The answer of a removed verification. */
export const verificationRemovedSchema = z.object({ removed: z.literal(true) });

export const verifyRegistration = createRoute({
  method: 'put',
  path: '/api/admin/businesses/{id}/verification',
  tags,
  summary: "Verify a business's registration number against one of the owner's documents, every check ticked; audited, the owner is notified",
  description:
    'Verifies the number the business has now: the badge lapses if the owner changes it. Answers 422 when the business has no ' +
    "registration number, or document_id is not one of the owner's documents. Verifying again replaces the verification.",
  middleware: [adminOnly] as const,
  request: { params: idParams, body: jsonBody(registrationVerificationInputSchema) },
  responses: {
    200: jsonContent(registrationVerificationSchema, 'The verification that now stands'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const removeVerification = createRoute({
  method: 'delete',
  path: '/api/admin/businesses/{id}/verification',
  tags,
  summary: "Remove the standing verification of a business's registration; audited",
  middleware: [adminOnly] as const,
  request: { params: idParams },
  responses: {
    200: jsonContent(verificationRemovedSchema, 'The verification is removed'),
    ...errorResponses(401, 403, 404),
  },
});
