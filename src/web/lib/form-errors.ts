import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api.ts';

/** Puts the server's field messages on the form; returns whether any field was marked. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, known: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  let marked = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = known.find((k) => k === field);
    if (name) {
      setError(name, { type: 'server', message });
      marked = true;
    }
  }
  return marked;
}
