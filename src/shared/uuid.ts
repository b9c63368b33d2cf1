/** A UUID as PostgreSQL and `crypto.randomUUID()` write it: lowercase hex in 8-4-4-4-12 groups. */
export const LOWERCASE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isLowercaseUuid = (text: string): boolean => LOWERCASE_UUID.test(text);
