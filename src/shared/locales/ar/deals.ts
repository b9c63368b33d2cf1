// Arabic names of a deal's stages; keys as src/shared/locales/en/deals.ts.
import type { DealStage } from '../../deals/room.ts';

export const dealStage = {
  introduced: 'تم التعارف',
  in_discussion: 'قيد النقاش',
  due_diligence: 'العناية الواجبة',
  offer_made: 'تم تقديم عرض',
  loi_signed: 'تم توقيع خطاب النوايا',
  closed_won: 'مغلقة (ناجحة)',
  closed_lost: 'مغلقة (خاسرة / مسحوبة)',
} as const satisfies Record<DealStage, string>;

export const deals = { stages: dealStage } as const;
