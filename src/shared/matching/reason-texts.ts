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

type Texts = typeof REASON_TEXTS;
/** A key of a whole sentence or piece ("stagePhrase.startup" for the nested ones). */
export type ReasonTextKey = Exclude<keyof Texts, 'stagePhrase'> | `stagePhrase.${keyof Texts['stagePhrase']}`;
