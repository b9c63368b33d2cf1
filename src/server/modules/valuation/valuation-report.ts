import { PDFDocument, rgb } from 'pdf-lib';
import { isoDay } from '#shared/dates/format.ts';
import { formatMoney } from '#shared/money/format.ts';
import type { ValuationInput } from '#shared/valuation/inputs.ts';
import type { Adjustment, MethodResult, ValuationEstimate, ValuationRange, WorkingStep } from '#shared/valuation/result.ts';
import { fillWords, valuationWords } from '#shared/valuation/texts.ts';
import type { ValuationLanguage, ValuationWords } from '#shared/valuation/words.ts';
import type { TextStyle } from '../../pdf/bidi-lines.ts';
import { CONTENT_WIDTH, drawLine, FOOTER_BASELINE, MARGIN, MUTED, PageWriter } from '../../pdf/page-writer.ts';
import { embedUnicodeFont } from '../../pdf/unicode-font.ts';
import { REPORT_INPUTS, reportLabels, type ReportInput, type ReportLabels } from './report-labels.ts';

// The PDF report of a valuation estimate (issue 22), in English or Arabic: the notice that it is indicative and not
// advice, the range and its conversions, the inputs, each method with its weight and working, the adjustments, the
// assumptions and where the multiples come from. Every figure is the server's (valuation.service.ts computes it).

export interface ValuationReportInput {
  input: ValuationInput;
  estimate: ValuationEstimate;
  language: ValuationLanguage;
  /** When the estimate was made: now for an unsaved one, its saving for a saved one. */
  estimatedAt: Date;
}

const NOTICE_INK = rgb(0.55, 0.25, 0.05);

/** 12500000 → "12,500,000"; Latin digits in both languages, as the screens print figures. */
const grouped = (value: number, fractionDigits = 0): string =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: fractionDigits, minimumFractionDigits: 0 }).format(value);
const exactMoney = (value: number, currency: string): string => `${currency} ${grouped(value, 2)}`;
const percent = (value: number): string => `${grouped(value, 2)}%`;
const multiple = (value: number): string => `${grouped(value, 2)}×`;

/** One money figure as the screens print it ("AED 4.1M", Arabic "4.1 <million> AED"). */
const money = (value: number, currency: string, language: ValuationLanguage): string => formatMoney(value, currency, language) ?? '';

/**
 * "AED 4.1M – 5.6M – 7.0M", Arabic "4.1 <million> – 5.6 <million> – 7 <million> AED": the currency once, at the start of an
 * English line and at the end of an Arabic one, as the page writes a range. A code beside each Arabic figure would
 * make "AED – 5.6" one left-to-right run and read in the wrong order. `currency` null: the figures alone.
 */
export function rangeText({ low, mid, high }: ValuationRange, currency: string | null, language: ValuationLanguage): string {
  const figures = [low, mid, high].map((value) => formatMoney(value, null, language) ?? '').join(' – ');
  if (!currency) return figures;
  return language === 'ar' ? `${figures} ${currency}` : `${currency} ${figures}`;
}

function inputValue(field: ReportInput, input: ValuationInput, labels: ReportLabels): string {
  switch (field) {
    case 'industry':
      return labels.industries[input.industry];
    case 'country':
      return labels.countries[input.country];
    case 'currency':
      return input.currency;
    case 'revenue':
      return exactMoney(input.revenue, input.currency);
    case 'ebitda':
      return input.ebitda_basis === 'margin'
        ? fillWords(labels.ebitdaMargin, {
          margin: grouped(input.ebitda_margin ?? 0, 2),
          amount: exactMoney((input.revenue * (input.ebitda_margin ?? 0)) / 100, input.currency),
        })
        : fillWords(labels.ebitdaAmount, { amount: exactMoney(input.ebitda ?? 0, input.currency) });
    case 'revenue_growth':
      return percent(input.revenue_growth);
    case 'years_trading':
      return labels.years(input.years_trading, grouped(input.years_trading));
    case 'business_stage':
      return labels.stages[input.business_stage];
    case 'recurring_share':
      return percent(input.recurring_share);
    case 'owner_dependence':
      return labels.ownerDependence[input.owner_dependence];
  }
}

/** A working line's value, formatted by its kind; a range-valued line (multiples) as low – high. */
function stepValue(step: WorkingStep, currency: string, language: ValuationLanguage, labels: ReportLabels): string {
  const one = (value: number): string => {
    switch (step.kind) {
      case 'money':
        return money(value, currency, language);
      case 'multiple':
        return multiple(value);
      case 'percent':
      case 'rate':
        return percent(value);
      case 'factor':
        return `× ${grouped(value, 2)}`;
      case 'years':
        return labels.years(value, grouped(value, 1));
    }
  };
  return step.high === undefined ? one(step.value) : `${one(step.value)} – ${one(step.high)}`;
}

/**
 * What an adjustment does to the value, worded as the screen words it (format-estimate.ts `change`): "+4.5%", "−10%",
 * "no change". A multiplier rounded to two places ("× 1.05") would state a different factor than the screen's +4.5%.
 */
function adjustmentValue({ multiplier }: Adjustment, labels: ReportLabels): string {
  const points = Math.round((multiplier - 1) * 1000) / 10;
  if (points === 0) return labels.noChange;
  return `${points > 0 ? '+' : '−'}${grouped(Math.abs(points), 1)}%`;
}

interface Styles {
  rtl: boolean;
  body: TextStyle;
  note: TextStyle;
  heading: TextStyle;
  label: TextStyle;
  value: TextStyle;
}

function writeMethod(writer: PageWriter, method: MethodResult, estimate: ValuationEstimate, words: ValuationWords, labels: ReportLabels, styles: Styles, language: ValuationLanguage): void {
  const { name, explanation, notApplicable } = words.methods[method.method];
  writer.keep(80);
  writer.paragraph(`${name} · ${fillWords(labels.methodValue, { weight: grouped(method.weight * 100, 0) })}`, { ...styles.heading, size: 11 }, 2);
  writer.paragraph(explanation, styles.note, 4);
  if (!method.applicable) {
    writer.paragraph(notApplicable, styles.body, 8);
    return;
  }
  for (const step of method.steps) {
    writer.row(words.steps[step.key] ?? step.key, [stepValue(step, estimate.currency, language, labels)], styles.label, styles.value);
  }
  writer.row(`${words.range.low} – ${words.range.mid} – ${words.range.high}`, [rangeText(method, estimate.currency, language)], styles.label, styles.value);
  writer.gap(10);
}

/** The report as PDF bytes, on as many A4 pages as it needs, each numbered. */
export async function renderValuationReport({ input, estimate, language, estimatedAt }: ValuationReportInput): Promise<Uint8Array> {
  const words = valuationWords(language);
  const labels = reportLabels(language);
  const rtl = language === 'ar';
  const pdf = await PDFDocument.create();
  const regular = await embedUnicodeFont(pdf, 'regular');
  const bold = await embedUnicodeFont(pdf, 'bold');
  pdf.setTitle(`${labels.documentTitle} ${isoDay(estimatedAt)}`);
  pdf.setSubject(words.notice);
  pdf.setProducer('Dealbridge');
  pdf.setCreator('Dealbridge');
  pdf.setLanguage(language);
  pdf.setCreationDate(estimatedAt);
  pdf.setModificationDate(estimatedAt);

  const styles: Styles = {
    rtl,
    body: { font: regular, size: 10, rtl },
    note: { font: regular, size: 9, color: MUTED, rtl },
    heading: { font: bold, size: 13, rtl },
    label: { font: bold, size: 9, rtl },
    value: { font: regular, size: 9 },
  };
  const writer = new PageWriter(pdf, { labelWidth: 190, rtl });
  const section = (title: string) => {
    writer.keep(60);
    writer.gap(8);
    writer.paragraph(title, styles.heading, 4);
    writer.rule();
  };

  writer.paragraph(labels.brand, { font: bold, size: 10, color: MUTED, rtl });
  writer.paragraph(labels.documentTitle, { font: bold, size: 22, rtl }, 4);
  writer.paragraph(fillWords(labels.estimatedOn, { date: isoDay(estimatedAt) }), styles.note, 10);
  // The notice comes first and in colour: nobody should read the figures without it.
  writer.paragraph(words.notice, { font: bold, size: 10, color: NOTICE_INK, rtl }, 12);

  section(words.title);
  writer.paragraph(rangeText(estimate, estimate.currency, language), { font: bold, size: 16, rtl }, 4);
  writer.row(words.range.low, [money(estimate.low, estimate.currency, language)], styles.label, styles.value);
  writer.row(words.range.mid, [money(estimate.mid, estimate.currency, language)], styles.label, styles.value);
  writer.row(words.range.high, [money(estimate.high, estimate.currency, language)], styles.label, styles.value);

  if (estimate.conversions.length > 0) {
    section(words.conversionsHeading);
    for (const conversion of estimate.conversions) {
      // The row's label names the currency; the figures follow alone.
      writer.row(conversion.currency, [rangeText(conversion, null, language)], styles.label, styles.value);
    }
  }

  section(words.inputs);
  for (const field of REPORT_INPUTS) writer.row(labels.inputs[field], [inputValue(field, input, labels)], styles.label, styles.value);

  for (const method of estimate.methods) {
    if (method === estimate.methods[0]) writer.gap(8);
    writeMethod(writer, method, estimate, words, labels, styles, language);
  }

  if (estimate.adjustments.length > 0) {
    section(labels.adjustmentsHeading);
    for (const adjustment of estimate.adjustments) {
      const factor = words.factors[adjustment.factor];
      writer.row(factor.name, [adjustmentValue(adjustment, labels), factor.explanation], styles.label, { ...styles.value, color: undefined });
    }
  }

  section(words.assumptionsHeading);
  for (const assumption of estimate.assumptions) {
    const template = words.assumptions[assumption.key] ?? assumption.key;
    writer.paragraph(`• ${fillWords(template, assumption.params ?? {})}`, styles.body, 3);
  }

  section(labels.multiplesHeading);
  const { multiples } = estimate;
  writer.row(labels.multiplesRevenue, [`${multiple(multiples.revenue.low)} – ${multiple(multiples.revenue.mid)} – ${multiple(multiples.revenue.high)}`], styles.label, styles.value);
  writer.row(labels.multiplesEbitda, [`${multiple(multiples.ebitda.low)} – ${multiple(multiples.ebitda.mid)} – ${multiple(multiples.ebitda.high)}`], styles.label, styles.value);
  writer.paragraph(fillWords(words.sourceLine, { source: multiples.source, date: multiples.as_of }), styles.note, 12);
  writer.paragraph(words.notice, { ...styles.note, font: bold }, 0);

  const pages = pdf.getPages();
  const footer: TextStyle = { font: regular, size: 8, color: MUTED, rtl };
  const brand = `${labels.brand} · ${isoDay(estimatedAt)}`;
  for (const [index, page] of pages.entries()) {
    const number = fillWords(labels.page, { page: index + 1, pages: pages.length });
    // The brand at the start of the line, the page number at its end: mirrored in Arabic.
    drawLine(page, brand, { x: MARGIN, y: FOOTER_BASELINE, width: CONTENT_WIDTH, alignRight: rtl }, { ...footer, rtl: false });
    drawLine(page, number, { x: MARGIN, y: FOOTER_BASELINE, width: CONTENT_WIDTH, alignRight: !rtl }, footer);
  }
  return pdf.save();
}
