// Measures of a ranking against graded judgements, for `npm run eval:matching` (issue 20, "Measured,
// not asserted"). Pure functions: the script feeds them the rankers' output and a broker's grades.

/** Gain of a grade (0 no … 3 strong fit): exponential, so one strong fit outweighs several weak ones. */
export const gainOf = (grade: number) => 2 ** grade - 1;

/** Discounted cumulative gain of grades in rank order: rank r (from 1) is discounted by log2(r + 1). */
export function dcg(grades: readonly number[]): number {
  return grades.reduce((sum, grade, i) => sum + gainOf(grade) / Math.log2(i + 2), 0);
}

/**
 * NDCG@k: the DCG of the first k ranked ids over the best DCG the judgements allow (every judged id,
 * ranked or not, may take a place in the ideal). An unjudged id counts as grade 0. Null when no judged
 * id has a grade above 0: then every ranking is as good as any other and there is nothing to measure.
 */
export function ndcgAt(k: number, ranked: readonly string[], grades: ReadonlyMap<string, number>): number | null {
  const ideal = dcg([...grades.values()].sort((a, b) => b - a).slice(0, k));
  if (ideal === 0) return null;
  return dcg(ranked.slice(0, k).map((id) => grades.get(id) ?? 0)) / ideal;
}

/** The share `part / whole`; 0 when there is no whole (no results can break nothing). */
export const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** The mean of the measured values, leaving out the unmeasured (null); null when none was measured. */
export function meanOf(values: readonly (number | null)[]): number | null {
  const measured = values.filter((value): value is number => value !== null);
  return measured.length === 0 ? null : measured.reduce((a, b) => a + b, 0) / measured.length;
}
