// The shape every other language's catalogue copies from the English one: same keys, any text.

export type Translation<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { [K in keyof T]: Translation<T[K]> } & PluralForms<T>;
/**
 * Arabic needs more plural forms than English's _one/_other, also for texts with a {{count}} that
 * English words the same for every number (i18next picks the form with Intl.PluralRules).
 */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralForms<T> = {
  [K in keyof T as K extends `${infer Base}_other`
    ? `${Base}_${Exclude<PluralForm, 'one' | 'other'>}`
    : T[K] extends `${string}{{count}}${string}` ? `${K & string}_${PluralForm}` : never]?: string;
};
