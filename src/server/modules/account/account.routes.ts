import { createRoute, z } from '@hono/zod-openapi';
import {
  accountSessionsSchema, changeEmailResultSchema, changeEmailSchema, changePasswordResultSchema, changePasswordSchema, confirmEmailResultSchema, confirmEmailSchema,
  deleteAccountSchema, okSchema, signedOutSchema,
} from '#shared/account/account.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/openapi.ts';

const tags = ['account'];

export const changePassword = createRoute({
  method: 'post',
  path: '/api/account/password',
  tags,
  summary: 'Change the password with the current one; every other session of the user is signed out, and a notice is mailed',
  request: { body: jsonBody(changePasswordSchema) },
  responses: {
    200: jsonContent(changePasswordResultSchema, 'Changed'),
    ...errorResponses(401, 422, 429),
  },
});

export const listSessions = createRoute({
  method: 'get',
  path: '/api/account/sessions',
  tags,
  summary: "The signed-in user's sessions: browser, system, address, when signed in and last seen; this one marked current",
  responses: {
    200: jsonContent(accountSessionsSchema, 'Newest first, the current one first of all'),
    ...errorResponses(401),
  },
});

export const endSession = createRoute({
  method: 'delete',
  path: '/api/account/sessions/{id}',
  tags,
  summary: 'Sign out one of the signed-in user’s sessions (404 for another user’s or an unknown id)',
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: jsonContent(signedOutSchema, 'Signed out'),
    ...errorResponses(401, 404, 422),
  },
});

export const endOtherSessions = createRoute({
  method: 'post',
  path: '/api/account/sessions/sign-out-others',
  tags,
  summary: 'Sign out every session of the signed-in user except this one',
  responses: {
    200: jsonContent(signedOutSchema, 'How many were signed out'),
    ...errorResponses(401),
  },
});

export const changeEmail = createRoute({
  method: 'post',
  path: '/api/account/email',
  tags,
  summary: 'Ask to change the address (with the current password): a confirmation link goes to the new address, a notice to the old one',
  request: { body: jsonBody(changeEmailSchema) },
  responses: {
    200: jsonContent(changeEmailResultSchema, 'The link is on its way; the address changes when it is opened'),
    ...errorResponses(401, 409, 422, 429),
  },
});

export const resendVerification = createRoute({
  method: 'post',
  path: '/api/account/verification-email',
  tags,
  summary: 'Mail a new link to confirm the account’s address (3 an hour)',
  responses: {
    200: jsonContent(okSchema, 'Queued'),
    ...errorResponses(401, 409, 429),
  },
});

export const confirmEmail = createRoute({
  method: 'post',
  path: '/api/account/confirm-email',
  tags,
  summary: 'Open a mailed link: confirm the account’s address, or move the account to its new one (signed in or not: the token is the proof)',
  request: { body: jsonBody(confirmEmailSchema) },
  responses: {
    200: jsonContent(confirmEmailResultSchema, 'Done'),
    ...errorResponses(400, 409, 422, 429),
  },
});

export const exportData = createRoute({
  method: 'get',
  path: '/api/account/export',
  tags,
  summary: 'Everything held about the signed-in user, as a JSON file (5 exports an hour)',
  responses: {
    200: { description: 'dealbridge-export-<date>.json, as an attachment', content: { 'application/json': { schema: z.object({}).passthrough() } } },
    ...errorResponses(401, 429),
  },
});

export const exportZip = createRoute({
  method: 'get',
  path: '/api/account/export.zip',
  tags,
  summary: 'The same data with the user’s uploaded documents, as a zip (data.json and documents/)',
  responses: {
    200: { description: 'dealbridge-export-<date>.zip, as an attachment', content: { 'application/zip': { schema: z.string() } } },
    ...errorResponses(401, 429),
  },
});

export const deleteAccount = createRoute({
  method: 'post',
  path: '/api/account/delete',
  tags,
  summary: 'Delete the signed-in account (password and a ticked confirmation): listings left, personal data erased, documents removed, open deals closed; signs out',
  request: { body: jsonBody(deleteAccountSchema) },
  responses: {
    200: jsonContent(okSchema, 'Deleted and signed out'),
    ...errorResponses(401, 409, 422, 429),
  },
});
