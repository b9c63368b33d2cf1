import {
  CASH_CONVERSION, DCF_GROWTH_MAX, DCF_GROWTH_MIN, DCF_PARAMETERS, DCF_YEARS, DISCOUNT_SPREAD, type DcfParameters,
} from './factors.ts';
import type { ValuationMarket } from './inputs.ts';
import type { ValuationRange } from './result.ts';

// The simple discounted cash flow of decision 0148: EBITDA grows from this year's growth fading linearly to the
// market's long-term rate, the margin held; a fixed share of it is free cash flow; a Gordon terminal value after the
// last year. Linear in EBITDA, so more EBITDA always means more value.

export interface DcfWorking extends ValuationRange {
  parameters: DcfParameters;
  /** Percent, the growth of each forecast year (the first is this year's, held within the bounds). */
  growthPath: number[];
  /** True when this year's growth was held within DCF_GROWTH_MIN..MAX. */
  growthHeld: boolean;
  finalEbitda: number;
  discountRate: number;
  /** At the middle discount rate. */
  pvForecast: number;
  pvTerminal: number;
}

function presentValue(cashFlows: readonly number[], rate: number, terminalGrowth: number): { forecast: number; terminal: number } {
  const r = rate / 100;
  const g = terminalGrowth / 100;
  let forecast = 0;
  cashFlows.forEach((cash, index) => {
    forecast += cash / (1 + r) ** (index + 1);
  });
  const last = cashFlows[cashFlows.length - 1] ?? 0;
  const terminal = (last * (1 + g)) / (r - g) / (1 + r) ** cashFlows.length;
  return { forecast, terminal };
}

/** The enterprise value of a positive EBITDA (in any currency, the result in the same) before adjustments. */
export function discountedCashFlow(ebitda: number, growth: number, market: ValuationMarket): DcfWorking {
  const parameters = DCF_PARAMETERS[market];
  const start = Math.min(DCF_GROWTH_MAX, Math.max(DCF_GROWTH_MIN, growth));
  const growthPath = Array.from({ length: DCF_YEARS }, (_, year) =>
    start + ((parameters.terminalGrowth - start) * year) / (DCF_YEARS - 1));
  const ebitdas: number[] = [];
  let current = ebitda;
  for (const rate of growthPath) {
    current *= 1 + rate / 100;
    ebitdas.push(current);
  }
  const cashFlows = ebitdas.map((value) => (value * CASH_CONVERSION) / 100);
  const discountRate = parameters.baseRate + parameters.smallCompanyPremium;
  const at = (rate: number) => {
    const { forecast, terminal } = presentValue(cashFlows, rate, parameters.terminalGrowth);
    return forecast + terminal;
  };
  const middle = presentValue(cashFlows, discountRate, parameters.terminalGrowth);
  return {
    parameters,
    growthPath,
    growthHeld: start !== growth,
    finalEbitda: current,
    discountRate,
    pvForecast: middle.forecast,
    pvTerminal: middle.terminal,
    low: at(discountRate + DISCOUNT_SPREAD),
    mid: middle.forecast + middle.terminal,
    high: at(discountRate - DISCOUNT_SPREAD),
  };
}
