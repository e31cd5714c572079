import { describe, expect, it } from 'vitest';
import { add, money, type Money } from './money.ts';
import {
  CA_DEFAULT_RATE,
  CA_PROVINCE_RATES,
  INCLUSIVE_RATES,
  taxOn,
  taxRegimeFor,
  US_DEFAULT_RATE,
  US_STATE_RATES,
  type TaxRegime,
} from './tax.ts';

const eur = (amount: number) => money(amount, 'EUR', 2);
const usd = (amount: number) => money(amount, 'USD', 2);
const cad = (amount: number) => money(amount, 'CAD', 2);
const yen = (amount: number) => money(amount, 'JPY', 0);
const dinar = (amount: number) => money(amount, 'BHD', 3);
const regime = (rateBasisPoints: number, inclusive: boolean): TaxRegime => ({
  countryCode: 'XX',
  rateBasisPoints,
  inclusive,
  estimated: false,
});

describe('the tax regime of a billing address', () => {
  it.each([
    ['PT', 2300],
    ['ES', 2100],
    ['DE', 1900],
    ['FR', 2000],
    ['IE', 2300],
    ['NL', 2100],
    ['IT', 2200],
    ['GB', 2000],
    ['BR', 1425],
  ])('a customer billed in %s pays VAT of %i basis points, already in the price', (countryCode, rate) => {
    expect(taxRegimeFor({ countryCode }, 'US')).toEqual({ countryCode, rateBasisPoints: rate, inclusive: true, estimated: false });
  });

  it('reads a country code however it was typed, and treats the unknown "ZZ" as none', () => {
    expect(taxRegimeFor({ countryCode: ' pt ' }, null).countryCode).toBe('PT');
    expect(taxRegimeFor({ countryCode: 'ZZ' }, 'DE')).toEqual({ countryCode: 'DE', rateBasisPoints: 1900, inclusive: true, estimated: true });
    expect(taxRegimeFor({ countryCode: '' }, 'DE').estimated).toBe(true);
  });

  it.each([
    ['CA', '', 885],
    ['ny', '', 853],
    ['US-TX', '', 820],
    ['FL', '', 700],
    ['WA', '', 938],
    [null, '94103', 885],
    [null, '10001', 853],
    [null, '73301', 820],
    [null, '79901', 820],
    [null, '88510', 820],
    [null, '33101', 700],
    [null, '98101-1234', 938],
    ['XX', '94103', 885],
  ])('an American customer in region %s, ZIP "%s" has sales tax of %i basis points added', (region, postalCode, rate) => {
    expect(taxRegimeFor({ countryCode: 'US', region, postalCode }, null)).toEqual({
      countryCode: 'US',
      rateBasisPoints: rate,
      inclusive: false,
      estimated: false,
    });
  });

  it.each([
    [null, null],
    [null, ''],
    ['OR', null], // a state without a rate in the table
    [null, '60601'], // Chicago: a ZIP outside the table's states
    [null, '34001'], // an armed forces ZIP, not Florida
    [null, '9410'],
    ['California', null],
  ])('an American customer in region %s, ZIP %s is charged the estimated default rate', (region, postalCode) => {
    expect(taxRegimeFor({ countryCode: 'US', region, postalCode }, null)).toEqual({
      countryCode: 'US',
      rateBasisPoints: US_DEFAULT_RATE,
      inclusive: false,
      estimated: true,
    });
  });

  it.each([
    ['ON', null, 1300, false],
    ['BC', null, 1200, false],
    ['CA-AB', null, 500, false],
    [null, 'M5V 2T6', 1300, false],
    [null, 'b3h1a1', 1400, false],
    [null, 'V6B 1A1', 1200, false],
    [null, 'X0A 0H0', 500, false], // Nunavut or the Northwest Territories: GST alone either way
    [null, 'H2X 1Y4', 1498, true], // Québec's 14.975 % is not a whole basis point
    ['QC', null, 1498, true],
  ])('a Canadian customer in region %s, postcode %s has %i basis points added (estimated: %s)', (region, postalCode, rate, estimated) => {
    expect(taxRegimeFor({ countryCode: 'CA', region, postalCode }, null)).toEqual({
      countryCode: 'CA',
      rateBasisPoints: rate,
      inclusive: false,
      estimated,
    });
  });

  it('a Canadian customer without a province pays GST, marked estimated', () => {
    expect(taxRegimeFor({ countryCode: 'CA' }, null)).toEqual({ countryCode: 'CA', rateBasisPoints: CA_DEFAULT_RATE, inclusive: false, estimated: true });
    expect(taxRegimeFor({ countryCode: 'CA', postalCode: 'D1A 1A1' }, null).estimated).toBe(true); // no province uses D
  });

  it('a customer billed in a country outside the table is charged no tax, and that is no estimate', () => {
    expect(taxRegimeFor({ countryCode: 'JP' }, 'PT')).toEqual({ countryCode: 'JP', rateBasisPoints: 0, inclusive: false, estimated: false });
  });

  it('without a billing country the viewer’s GeoIP country stands in, marked estimated', () => {
    expect(taxRegimeFor({ countryCode: null }, 'PT')).toEqual({ countryCode: 'PT', rateBasisPoints: 2300, inclusive: true, estimated: true });
    expect(taxRegimeFor({ countryCode: null }, 'JP')).toEqual({ countryCode: 'JP', rateBasisPoints: 0, inclusive: false, estimated: true });
    // GeoIP knows no state, so a viewer in the US gets the default even with a postcode on a countryless address.
    expect(taxRegimeFor({ countryCode: null, postalCode: '94103' }, 'us')).toEqual({
      countryCode: 'US',
      rateBasisPoints: US_DEFAULT_RATE,
      inclusive: false,
      estimated: true,
    });
  });

  it('with no country known at all nothing is charged, marked estimated', () => {
    expect(taxRegimeFor({ countryCode: null }, null)).toEqual({ countryCode: null, rateBasisPoints: 0, inclusive: false, estimated: true });
    expect(taxRegimeFor({ countryCode: 'ZZ' }, '')).toEqual({ countryCode: null, rateBasisPoints: 0, inclusive: false, estimated: true });
  });
});

describe('the tax on a price', () => {
  it('in Portugal, €9.99 already holds 23 % VAT: €8.12 net and €1.87 tax', () => {
    const pt = taxRegimeFor({ countryCode: 'PT' }, null);
    expect(taxOn(eur(999), pt)).toEqual({ tax: eur(187), total: eur(999), totalExcTax: eur(812) }); // 812.195…
  });

  it('in Spain, €9.99 already holds 21 % VAT: €8.26 net and €1.73 tax', () => {
    const es = taxRegimeFor({ countryCode: 'ES' }, null);
    expect(taxOn(eur(999), es)).toEqual({ tax: eur(173), total: eur(999), totalExcTax: eur(826) }); // 825.62
  });

  it('in California, $9.99 gets 8.85 % added: $0.88 tax and $10.87 to pay', () => {
    const california = taxRegimeFor({ countryCode: 'US', region: 'CA' }, null);
    expect(taxOn(usd(999), california)).toEqual({ tax: usd(88), total: usd(1087), totalExcTax: usd(999) }); // 88.41
  });

  it('rounds a half cent of tax away from zero', () => {
    const alberta = taxRegimeFor({ countryCode: 'CA', region: 'AB' }, null);
    expect(taxOn(cad(10), alberta).tax).toEqual(cad(1)); // 0.5
    expect(taxOn(cad(30), alberta).tax).toEqual(cad(2)); // 1.5
    expect(taxOn(cad(9), alberta).tax).toEqual(cad(0)); // 0.45
    expect(taxOn(eur(3), regime(2000, true))).toEqual({ tax: eur(0), total: eur(3), totalExcTax: eur(3) }); // net 2.5 → 3
    expect(taxOn(eur(9), regime(2000, true))).toEqual({ tax: eur(1), total: eur(9), totalExcTax: eur(8) }); // net 7.5 → 8
  });

  it('works in whole yen, where there are no minor units', () => {
    expect(taxOn(yen(1980), taxRegimeFor({ countryCode: 'JP' }, null))).toEqual({ tax: yen(0), total: yen(1980), totalExcTax: yen(1980) });
    expect(taxOn(yen(1999), regime(1000, true))).toEqual({ tax: yen(182), total: yen(1999), totalExcTax: yen(1817) }); // 1817.27
    expect(taxOn(yen(1999), regime(1000, false))).toEqual({ tax: yen(200), total: yen(2199), totalExcTax: yen(1999) }); // 199.9
  });

  it('works in fils, a thousandth of a Bahraini dinar', () => {
    expect(taxOn(dinar(4995), regime(1000, false))).toEqual({ tax: dinar(500), total: dinar(5495), totalExcTax: dinar(4995) }); // 499.5
    expect(taxOn(dinar(4995), regime(1000, true))).toEqual({ tax: dinar(454), total: dinar(4995), totalExcTax: dinar(4541) }); // 4540.9
  });

  it('is nothing on a free item', () => {
    expect(taxOn(eur(0), taxRegimeFor({ countryCode: 'FR' }, null))).toEqual({ tax: eur(0), total: eur(0), totalExcTax: eur(0) });
  });

  it('always splits a total into integer net and tax that add up, for every rate in the tables', () => {
    const rates = [...Object.values(INCLUSIVE_RATES), ...Object.values(US_STATE_RATES), ...Object.values(CA_PROVINCE_RATES), US_DEFAULT_RATE, 0];
    const prices: Money[] = [];
    for (let amount = 0; amount <= 2000; amount += 11) prices.push(eur(amount), yen(amount * 13), dinar(amount * 101));
    for (const rate of rates) {
      for (const inclusive of [true, false]) {
        for (const price of prices) {
          const { tax, total, totalExcTax } = taxOn(price, regime(rate, inclusive));
          expect(add(totalExcTax, tax)).toEqual(total);
          expect(inclusive ? total : totalExcTax).toEqual(price);
          expect(Number.isSafeInteger(tax.amount) && tax.amount >= 0).toBe(true);
        }
      }
    }
  });
});
