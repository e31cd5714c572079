import { describe, expect, it } from 'vitest';
import { formatHeight, formatPercent, formatReach, formatRecord, formatWeight, movementOf, unitSystemFor } from './fighterFormat.ts';

// Diego Navarro as the gateway answers him: each stat in its own unit and in metric.
const height = { value: 70, unit: 'INCH', metric: { value: 1.78, unit: 'M' } };
const reach = { value: 72, unit: 'INCH', metric: { value: 1.83, unit: 'M' } };
const weight = { value: 155, unit: 'LBS', metric: { value: 70.3, unit: 'KG' } };
const accuracy = { value: 51, unit: 'PERCENT', metric: { value: 51, unit: 'PERCENT' } };

describe('a fighter’s stats in the units of the viewer’s language', () => {
  it('reads imperial in English, metric in Portuguese and Spanish', () => {
    expect(unitSystemFor('en')).toBe('imperial');
    expect(unitSystemFor('en-GB')).toBe('imperial');
    expect(unitSystemFor('pt')).toBe('metric');
    expect(unitSystemFor('pt-BR')).toBe('metric');
    expect(unitSystemFor('es')).toBe('metric');
  });

  it('gives an English viewer feet and inches, inches and pounds', () => {
    expect(formatHeight(height, 'en')).toBe('5′ 10″');
    expect(formatReach(reach, 'en')).toBe('72 in');
    expect(formatWeight(weight, 'en')).toBe('155 lb');
  });

  it('gives a Portuguese viewer metres, centimetres and kilograms with a decimal comma', () => {
    expect(formatHeight(height, 'pt')).toBe('1,78 m');
    expect(formatReach(reach, 'pt')).toBe('183 cm');
    expect(formatWeight(weight, 'pt')).toBe('70,3 kg');
  });

  it('gives a Spanish viewer metric too', () => {
    expect(formatHeight(height, 'es')).toBe('1,78 m');
    expect(formatWeight(weight, 'es')).toBe('70,3 kg');
  });

  it('shows a height of whole feet with 0 inches, not a blank', () => {
    expect(formatHeight({ ...height, value: 72 }, 'en')).toBe('6′ 0″');
  });

  it('writes percentages as each language does', () => {
    expect(formatPercent(accuracy, 'en')).toBe('51%');
    expect(formatPercent(accuracy, 'pt')).toBe('51%');
    expect(formatPercent(accuracy, 'es')).toBe('51\u00a0%'); // a no-break space before the sign
  });
});

describe('records and ranking movements', () => {
  it('writes a record wins-losses-draws', () => {
    expect(formatRecord({ wins: 21, losses: 4, draws: 0 })).toBe('21-4-0');
  });

  it('tells a climb, a fall, no change and a newcomer apart', () => {
    expect(movementOf(2)).toEqual({ kind: 'up', places: 2 });
    expect(movementOf(-1)).toEqual({ kind: 'down', places: 1 });
    expect(movementOf(0)).toEqual({ kind: 'same' });
    expect(movementOf(null)).toEqual({ kind: 'new' });
  });
});
