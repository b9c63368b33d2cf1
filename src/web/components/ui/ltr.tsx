// Phone numbers, email addresses and web addresses read left to right on an Arabic page too: without
// their own direction, "+971 50 123 4567" shows as "4567 123 50 971+" inside right-to-left text.

/** The text in a left-to-right span (an empty value stays empty, for the "—" of detail lists). */
export function ltr(text: string | null | undefined) {
  return text ? <span dir="ltr">{text}</span> : null;
}
