// Which currency a viewer pays in at home: a licence's amount in that currency
// is its "local" amount (spec §3 Licence amounts), else the licence's default
// amount applies. The table covers the countries the demo realms serve and
// their neighbours; a country missing here simply gets the default currency.

const euroArea = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'];

const currencyByCountry: Record<string, string> = {
  ...Object.fromEntries(euroArea.map((country) => [country, 'EUR'])),
  GB: 'GBP',
  US: 'USD',
  CA: 'CAD',
  BR: 'BRL',
  MX: 'MXN',
  AR: 'ARS',
  JP: 'JPY',
  CH: 'CHF',
  AU: 'AUD',
};

/** The currency of an ISO 3166 alpha-2 country, or null when unknown (ZZ, or not in the table). */
export function localCurrencyOf(country: string): string | null {
  return currencyByCountry[country] ?? null;
}
