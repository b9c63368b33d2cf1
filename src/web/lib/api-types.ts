export type { ApiMessage, ErrorBody, FieldMessages } from '../../shared/api-errors.ts';
