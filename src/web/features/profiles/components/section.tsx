import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field } from '../../../components/ui/field.tsx';

export function Section({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        {text && <p className="mt-1 text-sm text-slate-600">{text}</p>}
      </div>
      {children}
    </section>
  );
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined; ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text field in the style of the ui kit's inputs. */
export function TextArea({ label, error, ref, ...props }: TextAreaProps) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea id={id} ref={ref} rows={4} aria-describedby={describedBy} aria-invalid={invalid}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-100 aria-[invalid=true]:border-red-500"
          {...props} />
      )}
    </Field>
  );
}
