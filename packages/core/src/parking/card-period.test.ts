import { describe, expect, it } from 'vitest';
import { addMonths, isCardValid, isPeriodCard, renewedPeriod } from './card-period.js';

// Instants written in China Standard Time.
const cst = (text: string) => Date.parse(`${text}+08:00`) / 1000;

describe('addMonths', () => {
  it('adds calendar months in CST', () => {
    expect(addMonths(cst('2026-11-01T00:00:00'), 1)).toBe(cst('2026-12-01T00:00:00'));
    expect(addMonths(cst('2026-12-15T08:30:00'), 2)).toBe(cst('2027-02-15T08:30:00'));
  });
  it('clamps the day to the end of a shorter month', () => {
    expect(addMonths(cst('2026-01-31T00:00:00'), 1)).toBe(cst('2026-02-28T00:00:00'));
    expect(addMonths(cst('2028-01-31T00:00:00'), 1)).toBe(cst('2028-02-29T00:00:00'));
  });
  it('keeps a CST midnight at midnight although it is 16:00 UTC the day before', () => {
    expect(addMonths(cst('2026-03-01T00:00:00'), 12)).toBe(cst('2027-03-01T00:00:00'));
  });
});

describe('renewedPeriod', () => {
  const now = cst('2026-11-23T10:00:00');
  const monthly = {
    card_type: 1,
    start_time: cst('2026-11-01T00:00:00'),
    end_time: cst('2026-12-01T00:00:00'),
  };

  it('extends a valid monthly card from its end by the unit', () => {
    expect(renewedPeriod(monthly, 3, now)).toEqual({
      start_time: monthly.start_time,
      end_time: cst('2027-03-01T00:00:00'),
    });
  });
  it('restarts a lapsed card from now', () => {
    const lapsed = { ...monthly, end_time: cst('2026-11-20T00:00:00') };
    expect(renewedPeriod(lapsed, 1, now)).toEqual({ start_time: now, end_time: cst('2026-12-23T10:00:00') });
  });
  it.each([
    [5, 1, '2027-12-01T00:00:00'],
    [6, 1, '2027-03-01T00:00:00'],
    [7, 2, '2027-12-01T00:00:00'],
  ])('card type %i × %i ends at %s', (cardType, quantity, end) => {
    expect(renewedPeriod({ ...monthly, card_type: cardType }, quantity, now).end_time).toBe(cst(end));
  });
  it('counts day cards in days', () => {
    expect(renewedPeriod({ ...monthly, card_type: 4 }, 10, now).end_time).toBe(cst('2026-12-11T00:00:00'));
  });
  it('refuses cards without a period and bad quantities', () => {
    expect(isPeriodCard(2)).toBe(false);
    expect(() => renewedPeriod({ ...monthly, card_type: 2 }, 1, now)).toThrow();
    expect(() => renewedPeriod(monthly, 0, now)).toThrow();
    expect(() => renewedPeriod(monthly, 1.5, now)).toThrow();
  });
});

describe('isCardValid', () => {
  const card = { start_time: 100, end_time: 200, status: 1 };
  it('is valid from start inclusive to end exclusive', () => {
    expect(isCardValid(card, 100)).toBe(true);
    expect(isCardValid(card, 199)).toBe(true);
    expect(isCardValid(card, 200)).toBe(false);
    expect(isCardValid(card, 99)).toBe(false);
  });
  it('is never valid when disabled', () => expect(isCardValid({ ...card, status: 0 }, 150)).toBe(false));
});
