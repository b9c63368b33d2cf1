import { describe, expect, it } from 'vitest';
import {
  BRANCH_FIT, codeOfBit, geographyFit, industryBits, industryFit, MISSING_DATA_FIT, PARTS, regionBits, returnsFit,
  stageBits, stageCode, stageFit, sumPoints, textFit, ticketFit, WEIGHTS,
} from './parts.ts';

const log = Math.log10;

describe('weights', () => {
  it('add up to 100 so a perfect pair scores 100', () => {
    expect(PARTS.reduce((sum, part) => sum + WEIGHTS[part], 0)).toBe(100);
    expect(sumPoints(WEIGHTS.industry, WEIGHTS.ticket, WEIGHTS.geography, WEIGHTS.stage, WEIGHTS.returns, WEIGHTS.text)).toBe(100);
  });
});

describe('industry part', () => {
  const preferred = industryBits(['technology', 'healthcare']);
  it('fits fully when the business industry is preferred, not at all otherwise', () => {
    expect(industryFit(preferred, industryBits(['healthcare']))).toBe(1);
    expect(industryFit(preferred, industryBits(['retail']))).toBe(0);
  });
  it('is neutral when either side is missing', () => {
    expect(industryFit(0, industryBits(['retail']))).toBe(MISSING_DATA_FIT);
    expect(industryFit(preferred, 0)).toBe(MISSING_DATA_FIT);
  });
});

describe('ticket part', () => {
  const [min, max] = [log(1_000_000), log(5_000_000)];
  it('fits fully anywhere inside the range, bounds included', () => {
    for (const amount of [1_000_000, 2_500_000, 5_000_000]) expect(ticketFit(min, max, log(amount))).toBe(1);
  });
  it('falls with the number of decades outside, to zero at ten times', () => {
    expect(ticketFit(min, max, log(10_000_000))).toBeCloseTo(1 - log(2), 12);
    expect(ticketFit(min, max, log(500_000))).toBeCloseTo(1 - log(2), 12);
    expect(ticketFit(min, max, log(50_000_000))).toBe(0);
    expect(ticketFit(min, max, log(0))).toBe(0);
  });
  it('treats a missing bound as open', () => {
    expect(ticketFit(-Infinity, max, log(1))).toBe(1);
    expect(ticketFit(min, Infinity, log(1e12))).toBe(1);
  });
  it('is neutral without an amount or without both bounds', () => {
    expect(ticketFit(min, max, Number.NaN)).toBe(MISSING_DATA_FIT);
    expect(ticketFit(-Infinity, Infinity, log(2_000_000))).toBe(MISSING_DATA_FIT);
  });
});

describe('geography part', () => {
  const targets = regionBits(['UAE', 'Qatar']);
  it('fits fully for headquarters in a target region, partly for a branch only', () => {
    expect(geographyFit(targets, regionBits(['UAE']), regionBits(['India']))).toBe(1);
    expect(geographyFit(targets, regionBits(['UK']), regionBits(['Qatar', 'India']))).toBe(BRANCH_FIT);
    expect(geographyFit(targets, regionBits(['UK']), regionBits(['India']))).toBe(0);
  });
  it('is neutral when the investor has no target regions or the business no location', () => {
    expect(geographyFit(0, regionBits(['UK']), 0)).toBe(MISSING_DATA_FIT);
    expect(geographyFit(targets, 0, 0)).toBe(MISSING_DATA_FIT);
  });
});

describe('stage part', () => {
  it('matches business stages to the investment stages that suit them', () => {
    expect(stageFit(stageBits(['seed']), stageCode('startup'))).toBe(1);
    expect(stageFit(stageBits(['series_b']), stageCode('growth'))).toBe(1);
    expect(stageFit(stageBits(['acquisition']), stageCode('mature'))).toBe(1);
    expect(stageFit(stageBits(['seed']), stageCode('mature'))).toBe(0);
    expect(stageFit(stageBits(['acquisition']), stageCode('startup'))).toBe(0);
  });
  it('is neutral when either stage is missing', () => {
    expect(stageFit(0, stageCode('growth'))).toBe(MISSING_DATA_FIT);
    expect(stageFit(stageBits(['seed']), stageCode(null))).toBe(MISSING_DATA_FIT);
  });
});

describe('returns part', () => {
  it('fits fully when growth and margin reach the minimum return', () => {
    expect(returnsFit(15, 25, 20)).toBe(1);
  });
  it('weighs growth 60% and margin 40%, each in proportion to the minimum return', () => {
    expect(returnsFit(20, 10, 20)).toBeCloseTo(0.6 * 0.5 + 0.4 * 1, 12);
    expect(returnsFit(20, -5, 30)).toBeCloseTo(0.4, 12);
  });
  it('uses whichever of growth and margin is known', () => {
    expect(returnsFit(20, Number.NaN, 10)).toBe(0.5);
    expect(returnsFit(20, 5, Number.NaN)).toBe(0.25);
  });
  it('handles a zero minimum return without dividing by zero', () => {
    expect(returnsFit(0, 0, -3)).toBeCloseTo(0.6, 12);
  });
  it('is neutral without a minimum return or without figures', () => {
    expect(returnsFit(Number.NaN, 30, 30)).toBe(MISSING_DATA_FIT);
    expect(returnsFit(15, Number.NaN, Number.NaN)).toBe(MISSING_DATA_FIT);
  });
});

describe('text part', () => {
  it('rises with cosine similarity to full marks at 0.3, and is neutral without text', () => {
    expect(textFit(true, 0)).toBe(0);
    expect(textFit(true, 0.15)).toBeCloseTo(0.5, 12);
    expect(textFit(true, 0.9)).toBe(1);
    expect(textFit(false, 0)).toBe(MISSING_DATA_FIT);
  });
});

describe('bit codes', () => {
  it('turns a one-bit mask into its position plus one', () => {
    expect(codeOfBit(0)).toBe(0);
    expect(codeOfBit(1)).toBe(1);
    expect(codeOfBit(1 << 8)).toBe(9);
  });
});
