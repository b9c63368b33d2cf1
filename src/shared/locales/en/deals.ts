// The names of a deal's stages (namespace 'deals'): the deal room, the admin panel and the server's messages
// read them here, so a new stage is named in this file and its Arabic twin only.
import type { DealStage } from '../../deals/room.ts';

export const dealStage = {
  introduced: 'Introduced',
  in_discussion: 'In discussion',
  due_diligence: 'Due diligence',
  offer_made: 'Offer made',
  loi_signed: 'LOI signed',
  closed_won: 'Closed (won)',
  closed_lost: 'Closed (lost / withdrawn)',
} as const satisfies Record<DealStage, string>;

export const deals = { stages: dealStage } as const;
