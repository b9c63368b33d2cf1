import { notFound } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string) => UUID.test(id);

/** An id that is not a uuid names nothing: 404, and it never reaches a uuid column's cast error. */
export function existingId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}
