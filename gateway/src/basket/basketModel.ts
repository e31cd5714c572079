import type { UpstreamBasket } from '../lib/upstream.ts';

/** A basket with a licence in it, as the upstream priced it (`GET /api/v2/basket`). */
export type BasketModel = UpstreamBasket & { licenceId: string };

/** The upstream's answer as a Basket, or null while it is empty (the schema's `Viewer.basket`). */
export function toBasketModel(basket: UpstreamBasket): BasketModel | null {
  return basket.licenceId && basket.total ? (basket as BasketModel) : null;
}
