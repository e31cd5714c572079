// Loaders of the realm's gifts (spec §7 "Gifts (v4 base)"), part of the
// commerce loaders: per request, never shared (prices are for the viewer's
// country; a code's lookup counts as the caller's guess), with or without a
// session (a recipient may look a code up before signing in).
import DataLoader from 'dataloader';
import { upstream } from '../lib/errors.ts';
import { HTTPError, type RestClient } from '../lib/restClient.ts';
import { statusOf, toGiftItemModel, type GiftItemModel, type GiftRedemptionModel } from './giftModel.ts';

/** The platform's codes are 16 characters, read in groups with dashes; anything longer names no gift. */
export const MAX_GIFT_CODE_LENGTH = 40;

export function createGiftLoaders(getApi: () => Promise<RestClient>) {
  return {
    /** The gifts on offer (one key: the realm of the request). */
    giftItemsLoader: new DataLoader<'onSale', GiftItemModel[]>((keys) =>
      Promise.all(
        keys.map(async () =>
          upstream((await getApi()).get('/api/v4/gifts')).then((answer) => answer.gifts.map(toGiftItemModel), (error: unknown) => error as Error),
        ),
      ),
    ),
    /** A code as typed → where it stands; the same code asked twice in one request is one guess. */
    giftRedemptionLoader: new DataLoader<string, GiftRedemptionModel>((codes) =>
      Promise.all(
        codes.map(async (code): Promise<GiftRedemptionModel | Error> => {
          const trimmed = code.trim();
          if (!trimmed || trimmed.length > MAX_GIFT_CODE_LENGTH) return { code, status: 'NOT_FOUND', gift: null };
          try {
            const gift = await (await getApi()).get('/api/v4/gift/redeem/{code}', { params: { code: trimmed } });
            return { code, status: statusOf(gift), gift };
          } catch (error) {
            if (error instanceof HTTPError) {
              // 404: GIFT_NOT_FOUND, or GIFTING_DISABLED (no code names a gift there).
              if (error.status === 404 || error.status === 400) return { code, status: 'NOT_FOUND', gift: null };
              // The guess limit: 402 wants a captcha, 429 a pause; the page asks to try later either way.
              if (error.status === 402 || error.status === 429) return { code, status: 'TOO_MANY_ATTEMPTS', gift: null };
            }
            return error as Error;
          }
        }),
      ),
    ),
  };
}

export type GiftLoaders = ReturnType<typeof createGiftLoaders>;
