import { LOWERCASE_UUID } from '#shared/uuid.ts';
import { notFound } from './errors.ts';

/** Any case: a client may write an id in capitals, and PostgreSQL reads it so. */
const UUID = new RegExp(LOWERCASE_UUID.source, 'i');

export const isUuid = (id: string) => UUID.test(id);

/** An id that is not a uuid names nothing: 404, and it never reaches a uuid column's cast error. */
export function existingId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}
