// The English sentences of the match reasons, by code. The server writes them into `match_reasons` and
// the API's `reasons`; the web's catalogues carry the same keys in every language (`matching.reasons`),
// so a screen can word the structured reason (`reason_details`) in its reader's language.
export const REASON_TEXTS = {
  industryPreferred: '{{industry}} is one of your preferred industries',
  industryOutside: '{{industry}} is outside your preferred industries',
  industryInvests: 'Invests in {{industry}}, your industry',
  industryNotListed: 'Does not list {{industry}} among its industries',
  seeksInside: 'Seeks {{amount}}, inside your {{bounds}}',
  seeksBelow: 'Seeks {{amount}}, below your {{bounds}}',
  seeksAbove: 'Seeks {{amount}}, above your {{bounds}}',
  investsCovering: 'Invests {{capacity}}, covering the {{amount}} you seek',
  investsMoreThan: 'Invests {{capacity}}, more than the {{amount}} you seek',
  investsLessThan: 'Invests {{capacity}}, less than the {{amount}} you seek',
  headquarteredIn: 'Headquartered in {{region}}, in your target regions',
  targetsHeadquarters: 'Targets {{region}}, where you are headquartered',
  branchIn: 'Has a branch in {{regions}}, in your target regions',
  branchesIn: 'Has branches in {{regions}}, in your target regions',
  targetsBranch: 'Targets {{regions}}, where you have a branch',
  targetsBranches: 'Targets {{regions}}, where you have branches',
  basedOutside: 'Based in {{region}}, outside your target regions',
  operatesOutside: 'Operates in {{regions}}, outside your target regions',
  targetsElsewhere: 'Targets {{regions}}, not where you operate',
  stageMatches: '{{Stage}}, matching your {{stages}} focus',
  stageOutside: '{{Stage}}, outside your {{stages}} focus',
  stageSuits: 'Invests at {{stages}}, which suits {{stage}}',
  stageNotSuits: 'Invests at {{stages}}, which does not suit {{stage}}',
  returnsGrowthMargin: 'Growth of {{growth}} a year and margin of {{margin}} against your {{minimum}} minimum return',
  returnsGrowth: 'Growth of {{growth}} a year against your {{minimum}} minimum return',
  returnsMargin: 'Profit margin of {{margin}} against your {{minimum}} minimum return',
  seeksReturnGrowthMargin: 'Seeks at least {{minimum}} a year; your growth is {{growth}} a year and margin {{margin}}',
  seeksReturnGrowth: 'Seeks at least {{minimum}} a year; your growth is {{growth}} a year',
  seeksReturnMargin: 'Seeks at least {{minimum}} a year; your margin is {{margin}}',
  textInvestor: 'Its activities echo your interests: {{terms}}',
  textOwner: 'Their interests echo your activities: {{terms}}',
  // The pieces the sentences are made of.
  boundsRange: '{{range}} range',
  boundsMinimum: '{{amount}} minimum',
  boundsMaximum: '{{amount}} maximum',
  capacityFrom: 'from {{amount}}',
  capacityUpTo: 'up to {{amount}}',
  converted: '{{own}} ({{converted}})',
  moreRegions: '{{count}} more',
  stagePhrase: {
    startup: 'a startup',
    growth: 'a growth-stage business',
    established: 'an established business',
    mature: 'a mature business',
  },
} as const;

/**
 * The same reasons in the third person, for an admin who is neither side ("The investor's preferred
 * industries include Logistics"): every sentence names whose preference or figure it speaks of; the pieces
 * are shared.
 */
export const ADMIN_REASON_TEXTS = {
  ...REASON_TEXTS,
  industryPreferred: "The investor's preferred industries include {{industry}}",
  industryOutside: "{{industry}} is outside the investor's preferred industries",
  industryInvests: "The investor invests in {{industry}}, the business's industry",
  industryNotListed: 'The investor does not list {{industry}} among its industries',
  seeksInside: "The business seeks {{amount}}, inside the investor's {{bounds}}",
  seeksBelow: "The business seeks {{amount}}, below the investor's {{bounds}}",
  seeksAbove: "The business seeks {{amount}}, above the investor's {{bounds}}",
  investsCovering: 'The investor invests {{capacity}}, covering the {{amount}} the business seeks',
  investsMoreThan: 'The investor invests {{capacity}}, more than the {{amount}} the business seeks',
  investsLessThan: 'The investor invests {{capacity}}, less than the {{amount}} the business seeks',
  headquarteredIn: "The business is headquartered in {{region}}, in the investor's target regions",
  targetsHeadquarters: 'The investor targets {{region}}, where the business is headquartered',
  branchIn: "The business has a branch in {{regions}}, in the investor's target regions",
  branchesIn: "The business has branches in {{regions}}, in the investor's target regions",
  targetsBranch: 'The investor targets {{regions}}, where the business has a branch',
  targetsBranches: 'The investor targets {{regions}}, where the business has branches',
  basedOutside: "The business is based in {{region}}, outside the investor's target regions",
  operatesOutside: "The business operates in {{regions}}, outside the investor's target regions",
  targetsElsewhere: 'The investor targets {{regions}}, not where the business operates',
  stageMatches: "The business is {{stage}}, matching the investor's {{stages}} focus",
  stageOutside: "The business is {{stage}}, outside the investor's {{stages}} focus",
  stageSuits: 'The investor invests at {{stages}}, which suits {{stage}}',
  stageNotSuits: 'The investor invests at {{stages}}, which does not suit {{stage}}',
  returnsGrowthMargin: "The business grows {{growth}} a year at a {{margin}} margin, against the investor's {{minimum}} minimum return",
  returnsGrowth: "The business grows {{growth}} a year, against the investor's {{minimum}} minimum return",
  returnsMargin: "The business's profit margin of {{margin}} stands against the investor's {{minimum}} minimum return",
  seeksReturnGrowthMargin: 'The investor seeks at least {{minimum}} a year; the business grows {{growth}} a year at a {{margin}} margin',
  seeksReturnGrowth: 'The investor seeks at least {{minimum}} a year; the business grows {{growth}} a year',
  seeksReturnMargin: "The investor seeks at least {{minimum}} a year; the business's margin is {{margin}}",
  textInvestor: "The business's activities echo the investor's interests: {{terms}}",
  textOwner: "The investor's interests echo the business's activities: {{terms}}",
} as const satisfies { [K in keyof typeof REASON_TEXTS]: unknown };

type Texts = typeof REASON_TEXTS;
/** A key of a whole sentence or piece ("stagePhrase.startup" for the nested ones). */
export type ReasonTextKey = Exclude<keyof Texts, 'stagePhrase'> | `stagePhrase.${keyof Texts['stagePhrase']}`;
