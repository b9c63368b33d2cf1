import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api.ts';

/** Puts the server's field messages on the form; returns whether any field was marked. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, known: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  let marked = false;
  for (const [field, { code, message }] of Object.entries(error.fields)) {
    const name = known.find((k) => k === field);
    if (name) {
      // The English text, which the form's Field words from its key (lib/i18n/word-message.ts).
      setError(name, { type: code, message });
      marked = true;
    }
  }
  return marked;
}
