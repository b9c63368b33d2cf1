export type { ApiMessage, ErrorBody, FieldMessages } from '#shared/messages/api-errors.ts';
