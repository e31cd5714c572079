// A fighter's physical stats, in the units of spec §3 (inch, lbs, percent, kg,
// m). Each is stored once, in its canonical unit, and answered together with its
// metric twin, so every client shows metric or imperial by locale without
// restating the conversion factors.

export type Unit = 'inch' | 'lbs' | 'percent' | 'kg' | 'm';

export interface Quantity {
  value: number;
  unit: Unit;
}

export interface Measurement extends Quantity {
  /** The same quantity in metric units (a percentage is its own metric twin). */
  metric: Quantity;
}

const METRES_PER_INCH = 0.0254;
const KILOGRAMS_PER_POUND = 0.45359237;

function rounded(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function inches(value: number | null): Measurement | null {
  return value === null ? null : { value, unit: 'inch', metric: { value: rounded(value * METRES_PER_INCH, 2), unit: 'm' } };
}

export function pounds(value: number | null): Measurement | null {
  return value === null ? null : { value, unit: 'lbs', metric: { value: rounded(value * KILOGRAMS_PER_POUND, 1), unit: 'kg' } };
}

export function percent(value: number | null): Measurement | null {
  return value === null ? null : { value, unit: 'percent', metric: { value, unit: 'percent' } };
}

const quantitySchema = {
  type: 'object',
  required: ['value', 'unit'],
  properties: {
    value: { type: 'number' },
    unit: { type: 'string', enum: ['inch', 'lbs', 'percent', 'kg', 'm'] },
  },
} as const;

export const measurementSchema = {
  type: ['object', 'null'],
  description: 'A stat in its canonical unit (inch, lbs or percent) and in metric (m, kg or percent); null when not known',
  required: ['value', 'unit', 'metric'],
  properties: { ...quantitySchema.properties, metric: quantitySchema },
} as const;
