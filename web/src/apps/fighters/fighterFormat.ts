// How the fighter section writes its numbers in the viewer's language: stats
// in the units of their language, records, ranking movements. Every number
// goes through Intl; the gateway answers each stat in both unit systems
// (schema `Measurement`), so nothing here converts between them.

/**
 * Decision: English reads imperial (feet and inches, pounds), as the sport's
 * English broadcasts and records do; Portuguese and Spanish read metric
 * (metres, centimetres, kilograms), as their countries measure. The choice
 * follows the language, not the viewer's country, which the web client does
 * not know.
 */
export type UnitSystem = 'imperial' | 'metric';

export function unitSystemFor(locale: string): UnitSystem {
  return locale.split(/[-_]/)[0]?.toLowerCase() === 'en' ? 'imperial' : 'metric';
}

/** A stat as the schema answers it: its own unit (INCH, LBS, PERCENT) and its metric twin. */
export interface MeasurementValue {
  readonly value: number;
  readonly unit: string;
  readonly metric: { readonly value: number; readonly unit: string };
}

function unitFormat(locale: string, unit: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, ...options });
}

/** Height: 5′ 10″ in imperial, 1,78 m in metric. */
export function formatHeight(height: MeasurementValue, locale: string): string {
  if (unitSystemFor(locale) === 'metric') {
    return unitFormat(locale, 'meter', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(height.metric.value);
  }
  const inches = Math.round(height.value);
  const narrow = { unitDisplay: 'narrow' } as const;
  return `${unitFormat(locale, 'foot', narrow).format(Math.floor(inches / 12))} ${unitFormat(locale, 'inch', narrow).format(inches % 12)}`;
}

/**
 * Reach: 72 in in imperial; in metric, centimetres (183 cm), as reach is
 * quoted wherever the sport is metric. From the metric twin's metres, so the
 * only arithmetic is the decimal point's.
 */
export function formatReach(reach: MeasurementValue, locale: string): string {
  if (unitSystemFor(locale) === 'metric') return unitFormat(locale, 'centimeter', { maximumFractionDigits: 0 }).format(reach.metric.value * 100);
  return unitFormat(locale, 'inch', { maximumFractionDigits: 1 }).format(reach.value);
}

/** Weight (and a class's limit): 155 lb in imperial, 70,3 kg in metric. */
export function formatWeight(weight: MeasurementValue, locale: string): string {
  if (unitSystemFor(locale) === 'metric') return unitFormat(locale, 'kilogram', { maximumFractionDigits: 1 }).format(weight.metric.value);
  return unitFormat(locale, 'pound', { maximumFractionDigits: 1 }).format(weight.value);
}

/** A percentage stat (0–100), the same in both systems: 51% (51 % in Spanish). */
export function formatPercent(percent: MeasurementValue, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent.value / 100);
}

/** A record as the sport writes it, wins-losses-draws: "21-4-0". */
export function formatRecord(record: { readonly wins: number; readonly losses: number; readonly draws: number }): string {
  return `${record.wins}-${record.losses}-${record.draws}`;
}

/** Movement in a ranking, drawn as an arrow and a number; null is a fighter new to the list. */
export type Movement = { kind: 'up' | 'down'; places: number } | { kind: 'same' } | { kind: 'new' };

export function movementOf(movement: number | null | undefined): Movement {
  if (movement == null) return { kind: 'new' };
  if (movement > 0) return { kind: 'up', places: movement };
  if (movement < 0) return { kind: 'down', places: -movement };
  return { kind: 'same' };
}
