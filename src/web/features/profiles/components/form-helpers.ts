import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldMessages } from '#shared/messages/api-errors.ts';
import { ApiRequestError } from '../../../lib/api/api.ts';
import { applyServerErrors } from '../../../lib/api/form-errors.ts';
import { wordText } from '../../../lib/i18n/word-message.ts';

/** A numeric input: empty means no value (null), anything else a number the schema checks. */
export const asNumber = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) };

/** A select whose first option is "Select…": that option means no value. */
export const asOption = { setValueAs: (v: unknown) => (v === '' ? null : v) };

/** The message at a dotted path of react-hook-form's nested errors. */
export function errorAt<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? wordText(message) : undefined;
}

/**
 * Puts server field messages on the form. A message about a list row ("branches.2") goes on the
 * nearest known field, as the form shows one message per field.
 */
export function applyProfileErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, known: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const fields: FieldMessages = {};
  for (const [field, message] of Object.entries(error.fields)) {
    const parts = field.split('.');
    while (parts.length > 0 && !known.includes(parts.join('.') as Path<T>)) parts.pop();
    const target = parts.length > 0 ? parts.join('.') : field;
    fields[target] ??= message;
  }
  return applyServerErrors(new ApiRequestError(error.status, { code: error.code, message: error.message, fields }), setError, known);
}
