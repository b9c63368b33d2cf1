// The deal screens as one lazily loaded module: /deals and /deals/:id (router.tsx).
export { DealsPage } from './deals-page.tsx';
export { DealRoomPage } from './deal-room-page.tsx';
