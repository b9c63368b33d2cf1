// The k best of a stream without sorting it: a fixed-size heap whose root is the worst kept entry.
import type { MustHaveFilter } from './constraints.ts';

export interface RankedMatch {
  /** The profile id given to the index builder. */
  id: string;
  /** Row in the index. */
  index: number;
  /** Integer 0–100, equal to `scorePair(...).score` for the same pair and model. */
  score: number;
}

export interface RankOptions {
  /** How many to return, best first (default 50). */
  limit?: number;
  /**
   * Keeps a row when it returns true (hide pairs already acted on, the user's own profile …). It
   * is consulted only for rows good enough to enter the current top, so it must not count calls.
   */
  filter?: (index: number) => boolean;
  /**
   * Must-haves (issue 20): 'fit' keeps only pairs fitting every must-have of both sides, 'miss' only
   * those breaking one (near misses); 'any' (the default) ignores them.
   */
  musts?: MustHaveFilter;
}

export const DEFAULT_LIMIT = 50;

/** A usable heap size: a whole number from 0 to the number of rows. */
export function capacityFor(limit: number | undefined, rows: number): number {
  const wanted = Math.floor(limit ?? DEFAULT_LIMIT);
  return Number.isNaN(wanted) ? 0 : Math.max(0, Math.min(wanted, rows));
}

export class TopK {
  private readonly totals: Float64Array;
  private readonly indices: Int32Array;
  private size = 0;
  /** Totals below this cannot enter; -Infinity until the heap is full. */
  floor = -Infinity;

  constructor(private readonly capacity: number) {
    this.totals = new Float64Array(capacity);
    this.indices = new Int32Array(capacity);
  }

  // a ranks below b: lower total, or the same total and a later row.
  private worse(a: number, b: number): boolean {
    const ta = this.totals[a] as number;
    const tb = this.totals[b] as number;
    return ta < tb || (ta === tb && (this.indices[a] as number) > (this.indices[b] as number));
  }

  private swap(a: number, b: number): void {
    const t = this.totals[a] as number;
    this.totals[a] = this.totals[b] as number;
    this.totals[b] = t;
    const i = this.indices[a] as number;
    this.indices[a] = this.indices[b] as number;
    this.indices[b] = i;
  }

  /** Whether (total, index) would be kept; ties go to the earlier row. */
  accepts(total: number, index: number): boolean {
    if (this.size < this.capacity) return this.capacity > 0;
    const root = this.totals[0] as number;
    return total > root || (total === root && index < (this.indices[0] as number));
  }

  offer(total: number, index: number): void {
    if (!this.accepts(total, index)) return;
    let at: number;
    if (this.size < this.capacity) {
      at = this.size++;
      this.totals[at] = total;
      this.indices[at] = index;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!this.worse(at, parent)) break;
        this.swap(at, parent);
        at = parent;
      }
    } else {
      this.totals[0] = total;
      this.indices[0] = index;
      at = 0;
      for (;;) {
        const left = 2 * at + 1;
        const right = left + 1;
        let worst = at;
        if (left < this.size && this.worse(left, worst)) worst = left;
        if (right < this.size && this.worse(right, worst)) worst = right;
        if (worst === at) break;
        this.swap(at, worst);
        at = worst;
      }
    }
    if (this.size === this.capacity) this.floor = this.totals[0] as number;
  }

  /** Kept entries, best first. */
  sorted(): { index: number; total: number }[] {
    const entries = Array.from({ length: this.size }, (_, k) => ({ index: this.indices[k] as number, total: this.totals[k] as number }));
    return entries.sort((a, b) => b.total - a.total || a.index - b.index);
  }
}

/** Rankers skip a row whose best possible total is below the current floor by more than rounding can explain. */
export const SKIP_SLACK = 1e-9;
