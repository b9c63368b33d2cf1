// The valuation estimator's multiples by market and business industry (issue 22, decision 0148): EV/Revenue and
// EV/EBITDA, low – mid – high, each row with its source and date. The figures are listed companies' (large and
// liquid); the estimator discounts them for a small private firm (the size factor in factors.ts). UK and India rows are
// Damodaran's January 2026 EV/EBITDA (positive-EBITDA firms), the median of the mapped Damodaran industries, ±25%;
// Gulf and Singapore rows and every EV/Revenue are our approximations, as the decision record says.
// Written by scripts/update-valuation-multiples.ts from a checked CSV: change the CSV and run the script (npm run
// valuation:multiples -- --from file.csv); do not edit the rows by hand.

import type { BusinessIndustry } from '../enums.ts';
import type { ValuationMarket } from './inputs.ts';
import type { MultiplesRow } from './multiples-csv.ts';

export type { MultiplesRow } from './multiples-csv.ts';

export const VALUATION_MULTIPLES: readonly MultiplesRow[] = [
  {
    market: 'gulf', industry: 'technology',
    revenue: { low: 2.47, mid: 3.3, high: 4.13 }, ebitda: { low: 9.9, mid: 13.2, high: 16.5 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, ×1.1 for the Gulf; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'gulf', industry: 'manufacturing',
    revenue: { low: 1.61, mid: 2.14, high: 2.68 }, ebitda: { low: 11.5, mid: 15.3, high: 19.1 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, ×1.1 for the Gulf; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'gulf', industry: 'retail',
    revenue: { low: 0.85, mid: 1.13, high: 1.41 }, ebitda: { low: 10.6, mid: 14.1, high: 17.6 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, ×1.1 for the Gulf; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'gulf', industry: 'healthcare',
    revenue: { low: 1.55, mid: 2.07, high: 2.59 }, ebitda: { low: 10.4, mid: 13.8, high: 17.3 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, ×1.1 for the Gulf; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'gulf', industry: 'finance',
    revenue: { low: 2.84, mid: 3.78, high: 4.72 }, ebitda: { low: 11.3, mid: 15.1, high: 18.9 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, ×1.1 for the Gulf; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'gulf', industry: 'education',
    revenue: { low: 1.73, mid: 2.3, high: 2.88 }, ebitda: { low: 8.6, mid: 11.5, high: 14.4 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, ×1.1 for the Gulf; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'gulf', industry: 'hospitality',
    revenue: { low: 1.81, mid: 2.41, high: 3.01 }, ebitda: { low: 10.1, mid: 13.4, high: 16.8 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, ×1.1 for the Gulf; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'gulf', industry: 'logistics',
    revenue: { low: 1.08, mid: 1.44, high: 1.8 }, ebitda: { low: 9, mid: 12, high: 15 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, ×1.1 for the Gulf; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'gulf', industry: 'energy',
    revenue: { low: 1.9, mid: 2.53, high: 3.16 }, ebitda: { low: 7.6, mid: 10.1, high: 12.6 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, ×1.1 for the Gulf; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'gulf', industry: 'food_beverage',
    revenue: { low: 1.33, mid: 1.77, high: 2.21 }, ebitda: { low: 10.2, mid: 13.6, high: 17 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, ×1.1 for the Gulf; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'uk', industry: 'technology',
    revenue: { low: 2.25, mid: 3, high: 3.75 }, ebitda: { low: 9, mid: 12, high: 15 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'uk', industry: 'manufacturing',
    revenue: { low: 1.46, mid: 1.95, high: 2.44 }, ebitda: { low: 10.4, mid: 13.9, high: 17.4 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'uk', industry: 'retail',
    revenue: { low: 0.77, mid: 1.03, high: 1.29 }, ebitda: { low: 9.7, mid: 12.9, high: 16.1 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'uk', industry: 'healthcare',
    revenue: { low: 1.42, mid: 1.89, high: 2.36 }, ebitda: { low: 9.5, mid: 12.6, high: 15.8 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'uk', industry: 'finance',
    revenue: { low: 2.57, mid: 3.43, high: 4.29 }, ebitda: { low: 10.3, mid: 13.7, high: 17.1 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'uk', industry: 'education',
    revenue: { low: 1.58, mid: 2.1, high: 2.63 }, ebitda: { low: 7.9, mid: 10.5, high: 13.1 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'uk', industry: 'hospitality',
    revenue: { low: 1.65, mid: 2.2, high: 2.75 }, ebitda: { low: 9.1, mid: 12.2, high: 15.3 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'uk', industry: 'logistics',
    revenue: { low: 0.98, mid: 1.31, high: 1.64 }, ebitda: { low: 8.2, mid: 10.9, high: 13.6 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'uk', industry: 'energy',
    revenue: { low: 1.73, mid: 2.3, high: 2.88 }, ebitda: { low: 6.9, mid: 9.2, high: 11.5 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'uk', industry: 'food_beverage',
    revenue: { low: 1.21, mid: 1.61, high: 2.01 }, ebitda: { low: 9.3, mid: 12.4, high: 15.5 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'singapore', industry: 'technology',
    revenue: { low: 2.25, mid: 3, high: 3.75 }, ebitda: { low: 9, mid: 12, high: 15 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, for Singapore; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'singapore', industry: 'manufacturing',
    revenue: { low: 1.46, mid: 1.95, high: 2.44 }, ebitda: { low: 10.4, mid: 13.9, high: 17.4 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, for Singapore; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'singapore', industry: 'retail',
    revenue: { low: 0.77, mid: 1.03, high: 1.29 }, ebitda: { low: 9.7, mid: 12.9, high: 16.1 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, for Singapore; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'singapore', industry: 'healthcare',
    revenue: { low: 1.42, mid: 1.89, high: 2.36 }, ebitda: { low: 9.5, mid: 12.6, high: 15.8 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, for Singapore; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'singapore', industry: 'finance',
    revenue: { low: 2.57, mid: 3.43, high: 4.29 }, ebitda: { low: 10.3, mid: 13.7, high: 17.1 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, for Singapore; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'singapore', industry: 'education',
    revenue: { low: 1.58, mid: 2.1, high: 2.63 }, ebitda: { low: 7.9, mid: 10.5, high: 13.1 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, for Singapore; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'singapore', industry: 'hospitality',
    revenue: { low: 1.65, mid: 2.2, high: 2.75 }, ebitda: { low: 9.1, mid: 12.2, high: 15.3 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, for Singapore; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'singapore', industry: 'logistics',
    revenue: { low: 0.98, mid: 1.31, high: 1.64 }, ebitda: { low: 8.2, mid: 10.9, high: 13.6 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, for Singapore; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'singapore', industry: 'energy',
    revenue: { low: 1.73, mid: 2.3, high: 2.88 }, ebitda: { low: 6.9, mid: 9.2, high: 11.5 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, for Singapore; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'singapore', industry: 'food_beverage',
    revenue: { low: 1.21, mid: 1.61, high: 2.01 }, ebitda: { low: 9.3, mid: 12.4, high: 15.5 },
    source: 'Dealbridge approximation: Damodaran (NYU Stern), EV/EBITDA by industry, Europe, January 2026, for Singapore; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaEurope.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'india', industry: 'technology',
    revenue: { low: 4.57, mid: 6.1, high: 7.63 }, ebitda: { low: 18.3, mid: 24.4, high: 30.5 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, India, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaIndia.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'india', industry: 'manufacturing',
    revenue: { low: 2.63, mid: 3.5, high: 4.38 }, ebitda: { low: 18.8, mid: 25, high: 31.3 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, India, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaIndia.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'india', industry: 'retail',
    revenue: { low: 2.57, mid: 3.42, high: 4.28 }, ebitda: { low: 32.1, mid: 42.8, high: 53.5 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, India, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaIndia.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'india', industry: 'healthcare',
    revenue: { low: 3.94, mid: 5.25, high: 6.56 }, ebitda: { low: 26.3, mid: 35, high: 43.8 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, India, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaIndia.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'india', industry: 'finance',
    revenue: { low: 4.56, mid: 6.08, high: 7.6 }, ebitda: { low: 18.2, mid: 24.3, high: 30.4 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, India, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaIndia.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'india', industry: 'education',
    revenue: { low: 9.15, mid: 12.2, high: 15.25 }, ebitda: { low: 45.8, mid: 61, high: 76.3 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, India, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaIndia.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'india', industry: 'hospitality',
    revenue: { low: 3.88, mid: 5.17, high: 6.46 }, ebitda: { low: 21.5, mid: 28.7, high: 35.9 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, India, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaIndia.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'india', industry: 'logistics',
    revenue: { low: 1.32, mid: 1.76, high: 2.2 }, ebitda: { low: 11, mid: 14.7, high: 18.4 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, India, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaIndia.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'india', industry: 'energy',
    revenue: { low: 2.16, mid: 2.88, high: 3.6 }, ebitda: { low: 8.6, mid: 11.5, high: 14.4 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, India, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaIndia.xls)',
    as_of: '2026-01-05',
  },
  {
    market: 'india', industry: 'food_beverage',
    revenue: { low: 2.69, mid: 3.58, high: 4.47 }, ebitda: { low: 20.6, mid: 27.5, high: 34.4 },
    source: 'Damodaran (NYU Stern), EV/EBITDA by industry, India, January 2026; EV/Revenue from typical margins (https://pages.stern.nyu.edu/~adamodar/pc/datasets/vebitdaIndia.xls)',
    as_of: '2026-01-05',
  },
];

/** The row for a market and an industry, or null when the table has none. */
export function multiplesFor(market: ValuationMarket, industry: BusinessIndustry): MultiplesRow | null {
  return VALUATION_MULTIPLES.find((row) => row.market === market && row.industry === industry) ?? null;
}
