import type { ValuationFactor, ValuationMethod } from './result.ts';

// The words of an estimate's working, in English and Arabic, shared by the page (features/valuation) and the PDF
// (server/modules/valuation): one text for both, so the report says exactly what the screen said. Templates take
// {{name}} values from a step's or an assumption's params (fillWords in texts.ts).

export type ValuationLanguage = 'en' | 'ar';

export interface ValuationWords {
  /** "Indicative valuation" and the other headings of the page and the report. */
  title: string;
  range: { low: string; mid: string; high: string };
  methods: Record<ValuationMethod, { name: string; explanation: string; notApplicable: string }>;
  /** Labels of WorkingStep.key. */
  steps: Record<string, string>;
  factors: Record<ValuationFactor, { name: string; explanation: string }>;
  /** Templates of Assumption.key. */
  assumptions: Record<string, string>;
  weight: string;
  inputs: string;
  assumptionsHeading: string;
  conversionsHeading: string;
  /** The "indicative, not advice" notice, in full. */
  notice: string;
  /** The multiples' source line, a template with {{source}} and {{date}}. */
  sourceLine: string;
}
