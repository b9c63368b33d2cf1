// Kept apart from account.ts so that the screens that word it do not pull zod in.

/** The name a deleted account keeps in its counterparts' history; each screen words it in the reader's language. */
export const DELETED_USER_NAME = 'Deleted user';
