import { describe, expect, it } from 'vitest';
import { add, CurrencyMismatchError, money, subtract, sum, type Money } from './money.ts';
import { priceBasket, renewalPrice, type BasketInput, type BasketItemInput, type PricedBasket } from './pricing.ts';
import { taxRegimeFor, type TaxRegime } from './tax.ts';
import type { Voucher } from './voucher.ts';

const eur = (amount: number) => money(amount, 'EUR', 2);
const usd = (amount: number) => money(amount, 'USD', 2);
const yen = (amount: number) => money(amount, 'JPY', 0);
const dinar = (amount: number) => money(amount, 'BHD', 3);

const now = new Date('2025-03-01T10:00:00Z');
const lisbon = taxRegimeFor({ countryCode: 'PT' }, null);
const berlin = taxRegimeFor({ countryCode: 'DE' }, null);
const newYork = taxRegimeFor({ countryCode: 'US', region: 'NY' }, null);
const california = taxRegimeFor({ countryCode: 'US', postalCode: '94103' }, null);
const tokyo = taxRegimeFor({ countryCode: 'JP' }, null);
const manama = taxRegimeFor({ countryCode: 'BH' }, null);

const monthly = (catalogPrice: Money = eur(999)): BasketItemInput => ({
  id: 'monthly',
  name: 'Monthly pass',
  description: 'Every fight night, every month',
  catalogPrice,
});
const payPerView: BasketItemInput = { id: 'ppv', name: 'Fight night', description: 'One event', catalogPrice: eur(1499) };

const voucher = (overrides: Partial<Voucher>): Voucher => ({
  code: 'SUMMER25',
  kind: 'PERCENT',
  percentBasisPoints: 2500,
  duration: 'FIRST_PERIOD',
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
  licenceIds: null,
  redeemedByCustomer: false,
  ...overrides,
});
const quarterOffFirst = voucher({});
const fiveOffForever = voucher({ code: 'FIVEOFF', kind: 'FIXED', fixedAmounts: [eur(500), usd(500)], duration: 'FOREVER' });

describe('pricing a basket', () => {
  it('a customer in Lisbon sees €9.99 a month, of which €1.87 is VAT', () => {
    const basket = priceBasket({ items: [monthly()], tax: lisbon, now });
    expect(basket).toEqual({
      basketItems: [
        {
          id: 'monthly',
          name: 'Monthly pass',
          description: 'Every fight night, every month',
          periods: 1,
          catalogPrice: eur(999),
          discount: eur(0),
          tax: eur(187),
          total: eur(999),
          totalExcTax: eur(812),
        },
      ],
      tax: eur(187),
      totalDiscount: eur(0),
      total: eur(999),
      totalExcTax: eur(812),
      taxRateEstimated: false,
      taxInclusive: true,
      currency: 'EUR',
      scale: 2,
      dueAfterTrial: null,
    } satisfies PricedBasket);
  });

  it('a customer in Lisbon with a quarter-off code pays €7.49, the VAT worked out on the discounted price', () => {
    const basket = priceBasket({ items: [monthly()], voucher: { voucher: quarterOffFirst, appliesTo: 'monthly' }, tax: lisbon, now });
    expect(basket.basketItems[0]).toMatchObject({ catalogPrice: eur(999), discount: eur(250), tax: eur(140), total: eur(749), totalExcTax: eur(609) });
    expect(basket).toMatchObject({ totalDiscount: eur(250), tax: eur(140), total: eur(749), totalExcTax: eur(609) });
  });

  it('a customer in New York has $2 off a $10 pass before sales tax is added to the $8', () => {
    const twoOff = voucher({ kind: 'FIXED', fixedAmounts: [usd(200)] });
    const basket = priceBasket({ items: [monthly(usd(1000))], voucher: { voucher: twoOff, appliesTo: 'monthly' }, tax: newYork, now });
    expect(basket).toMatchObject({ totalDiscount: usd(200), totalExcTax: usd(800), tax: usd(68), total: usd(868), taxInclusive: false }); // 68.24
  });

  it('a €15 voucher on a €9.99 pass makes it free, never a refund', () => {
    const fifteenOff = voucher({ kind: 'FIXED', fixedAmounts: [eur(1500)] });
    const basket = priceBasket({ items: [monthly()], voucher: { voucher: fifteenOff, appliesTo: 'monthly' }, tax: lisbon, now });
    expect(basket).toMatchObject({ totalDiscount: eur(999), tax: eur(0), total: eur(0), totalExcTax: eur(0) });
  });

  it('a voucher discounts only the item it was checked for', () => {
    const basket = priceBasket({
      items: [monthly(), payPerView],
      voucher: { voucher: quarterOffFirst, appliesTo: 'monthly' },
      tax: berlin,
      now,
    });
    expect(basket.basketItems.map(({ id, discount, tax, total, totalExcTax }) => ({ id, discount, tax, total, totalExcTax }))).toEqual([
      { id: 'monthly', discount: eur(250), tax: eur(120), total: eur(749), totalExcTax: eur(629) }, // 629.41
      { id: 'ppv', discount: eur(0), tax: eur(239), total: eur(1499), totalExcTax: eur(1260) }, // 1259.66
    ]);
    expect(basket).toMatchObject({ totalDiscount: eur(250), tax: eur(359), total: eur(2248), totalExcTax: eur(1889) });
  });

  it('a gift of three months costs three times the monthly price, and a percentage comes off all three', () => {
    const tenOff = voucher({ percentBasisPoints: 1000 });
    const gift = { ...monthly(), id: 'gift', periods: 3 };
    const basket = priceBasket({ items: [gift], voucher: { voucher: tenOff, appliesTo: 'gift' }, tax: lisbon, now });
    expect(basket.basketItems[0]).toMatchObject({
      periods: 3,
      catalogPrice: eur(2997),
      discount: eur(300), // 299.7
      total: eur(2697),
      totalExcTax: eur(2193), // 2192.68
      tax: eur(504),
    });
  });

  it('a viewer in Tokyo pays whole yen, and a third off ¥1,980 rounds to ¥660', () => {
    const thirdOff = voucher({ percentBasisPoints: 3333 });
    const basket = priceBasket({ items: [monthly(yen(1980))], voucher: { voucher: thirdOff, appliesTo: 'monthly' }, tax: tokyo, now });
    expect(basket).toMatchObject({ totalDiscount: yen(660), tax: yen(0), total: yen(1320), currency: 'JPY', scale: 0 }); // 659.93
  });

  it('a viewer in Manama buying two months pays in fils, a thousandth of a dinar', () => {
    const basket = priceBasket({ items: [{ ...monthly(dinar(4995)), periods: 2 }], tax: manama, now });
    expect(basket).toMatchObject({ total: dinar(9990), tax: dinar(0), currency: 'BHD', scale: 3 });
  });

  it('says the tax is estimated when the country came from GeoIP rather than a billing address', () => {
    const guessed = taxRegimeFor({ countryCode: null }, 'PT');
    expect(priceBasket({ items: [monthly()], tax: guessed, now })).toMatchObject({ total: eur(999), tax: eur(187), taxRateEstimated: true });
  });
});

describe('a basket with a free trial', () => {
  it('a customer starting a 7-day trial pays nothing now and €7.49 on 8 March, the quarter off going to that first charge', () => {
    const basket = priceBasket({
      items: [monthly()],
      voucher: { voucher: quarterOffFirst, appliesTo: 'monthly' },
      tax: lisbon,
      trial: { days: 7 },
      now,
    });
    expect(basket.basketItems[0]).toMatchObject({ catalogPrice: eur(999), discount: eur(0), tax: eur(0), total: eur(0), totalExcTax: eur(0) });
    expect(basket).toMatchObject({ total: eur(0), tax: eur(0), totalDiscount: eur(0), totalExcTax: eur(0) });
    expect(basket.dueAfterTrial).toEqual({ amount: eur(749), date: new Date('2025-03-08T10:00:00Z') });
  });

  it('a Californian trial ends with the sales tax included in the amount due, 14 whole days later whatever the clocks do', () => {
    const springForward = new Date('2025-03-25T23:30:00Z');
    const basket = priceBasket({ items: [monthly(usd(999))], tax: california, trial: { days: 14 }, now: springForward });
    expect(basket.total).toEqual(usd(0));
    expect(basket.dueAfterTrial).toEqual({ amount: usd(1087), date: new Date('2025-04-08T23:30:00Z') });
  });

  it('needs a trial of at least a day', () => {
    expect(() => priceBasket({ items: [monthly()], tax: lisbon, trial: { days: 0 }, now })).toThrow(RangeError);
    expect(() => priceBasket({ items: [monthly()], tax: lisbon, trial: { days: 1.5 }, now })).toThrow(RangeError);
  });
});

describe('renewals', () => {
  const charges = (v: Voucher | null) => [0, 1, 2, 3].map((index) => renewalPrice(eur(999), v, index));

  it('a first-period voucher discounts the first charge only', () => {
    expect(charges(quarterOffFirst)).toEqual([eur(749), eur(999), eur(999), eur(999)]);
  });

  it('a forever voucher discounts every renewal', () => {
    expect(charges(fiveOffForever)).toEqual([eur(499), eur(499), eur(499), eur(499)]);
  });

  it('without a voucher every charge is the licence price', () => {
    expect(charges(null)).toEqual([eur(999), eur(999), eur(999), eur(999)]);
  });

  it('a forever voucher larger than the price keeps every renewal free, never negative', () => {
    expect(renewalPrice(eur(300), fiveOffForever, 12)).toEqual(eur(0));
  });

  it('counts charges from zero', () => {
    expect(() => renewalPrice(eur(999), quarterOffFirst, -1)).toThrow(RangeError);
    expect(() => renewalPrice(eur(999), quarterOffFirst, 0.5)).toThrow(RangeError);
  });
});

describe('baskets that cannot be priced', () => {
  it('refuses to add euros to dollars', () => {
    expect(() => priceBasket({ items: [monthly(), { ...payPerView, catalogPrice: usd(1499) }], tax: lisbon, now })).toThrow(CurrencyMismatchError);
  });

  it('refuses a fixed voucher in another currency than the basket', () => {
    const basket: BasketInput = { items: [monthly(yen(1980))], voucher: { voucher: fiveOffForever, appliesTo: 'monthly' }, tax: tokyo, now };
    expect(() => priceBasket(basket)).toThrow(/no amount in JPY/);
  });

  it('refuses an empty basket, a voucher for an item not in it, twin ids and odd numbers of periods', () => {
    expect(() => priceBasket({ items: [], tax: lisbon, now })).toThrow(/at least one item/);
    expect(() => priceBasket({ items: [monthly()], voucher: { voucher: quarterOffFirst, appliesTo: 'ppv' }, tax: lisbon, now })).toThrow(
      /not in the basket/,
    );
    expect(() => priceBasket({ items: [monthly(), monthly()], tax: lisbon, now })).toThrow(/share an id/);
    expect(() => priceBasket({ items: [{ ...monthly(), periods: 0 }], tax: lisbon, now })).toThrow(RangeError);
    expect(() => priceBasket({ items: [{ ...monthly(), periods: 2.5 }], tax: lisbon, now })).toThrow(RangeError);
  });
});

describe('any basket at all', () => {
  /** mulberry32: a small seeded generator, so a failure replays exactly. */
  function randomSource(seed: number) {
    let state = seed >>> 0;
    const next = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    const int = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
    const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
    return { int, pick, chance: (p: number) => next() < p };
  }

  const currencies = [
    { currency: 'EUR', scale: 2 },
    { currency: 'JPY', scale: 0 },
    { currency: 'BHD', scale: 3 },
  ];
  const regimes: TaxRegime[] = [
    lisbon,
    berlin,
    newYork,
    california,
    tokyo,
    taxRegimeFor({ countryCode: 'BR' }, null),
    taxRegimeFor({ countryCode: 'CA', postalCode: 'H2X 1Y4' }, null),
    taxRegimeFor({ countryCode: 'US' }, null),
    taxRegimeFor({ countryCode: null }, null),
  ];

  function randomBasket(seed: number): BasketInput {
    const random = randomSource(seed);
    const { currency, scale } = random.pick(currencies);
    const items = Array.from({ length: random.int(1, 4) }, (_, index) => ({
      id: `item-${index}`,
      name: `Item ${index}`,
      description: '',
      catalogPrice: money(random.int(0, 50_000), currency, scale),
      periods: random.chance(0.3) ? random.int(1, 12) : undefined,
    }));
    const percent = voucher({ percentBasisPoints: random.int(0, 10_000), duration: random.pick(['FIRST_PERIOD', 'FOREVER'] as const) });
    const fixed = voucher({ kind: 'FIXED', fixedAmounts: [money(random.int(1, 60_000), currency, scale)] });
    return {
      items,
      voucher: random.chance(0.6) ? { voucher: random.pick([percent, fixed]), appliesTo: random.pick(items).id } : undefined,
      tax: random.pick(regimes),
      trial: random.chance(0.25) ? { days: random.int(1, 31) } : undefined,
      now,
    };
  }

  const isMinorUnits = (m: Money, currency: string, scale: number) =>
    Number.isSafeInteger(m.amount) && m.currency === currency && m.scale === scale;

  it('adds up: totals are the sums of their lines, lines are net plus tax, all in whole minor units, none negative', () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const input = randomBasket(seed);
      const basket = priceBasket(input);
      const { currency, scale } = basket;
      const zero = money(0, currency, scale);
      const lines = basket.basketItems;
      const context = `seed ${seed}`;

      for (const line of lines) {
        for (const part of [line.catalogPrice, line.discount, line.tax, line.total, line.totalExcTax]) {
          expect(isMinorUnits(part, currency, scale), context).toBe(true);
          expect(part.amount, context).toBeGreaterThanOrEqual(0);
        }
        expect(add(line.totalExcTax, line.tax), context).toEqual(line.total);
        expect(line.discount.amount, context).toBeLessThanOrEqual(line.catalogPrice.amount);
      }
      expect(basket.tax, context).toEqual(sum(lines.map((line) => line.tax), zero));
      expect(basket.totalDiscount, context).toEqual(sum(lines.map((line) => line.discount), zero));
      expect(basket.total, context).toEqual(sum(lines.map((line) => line.total), zero));
      expect(basket.totalExcTax, context).toEqual(sum(lines.map((line) => line.totalExcTax), zero));
      expect(add(basket.totalExcTax, basket.tax), context).toEqual(basket.total);

      const charged = input.trial ? priceBasket({ ...input, trial: undefined }) : basket;
      for (const line of charged.basketItems) {
        // The discount comes off before tax: the catalogue price less it is the gross (inclusive) or the net (exclusive).
        const priceAfterDiscount = subtract(line.catalogPrice, line.discount);
        expect(input.tax.inclusive ? line.total : line.totalExcTax, context).toEqual(priceAfterDiscount);
      }
      if (input.trial) {
        expect(basket.total, context).toEqual(zero);
        expect(basket.dueAfterTrial?.amount, context).toEqual(charged.total);
        expect(basket.dueAfterTrial?.date.getTime(), context).toBe(now.getTime() + input.trial.days * 86_400_000);
      } else {
        expect(basket.dueAfterTrial, context).toBeNull();
      }
    }
  });
});
