import { describe, expect, it } from 'vitest';
import { setConfig } from '../../tests/utils/widget';
import { customerText, formatOrderDate, isCompleteOrder, isIncomplete, isVoidedOrder, statusStyle } from './format';

describe('order formats', () => {
  it('writes dates as M/d/yy h:mm a (spec 3 §9)', () => {
    expect(formatOrderDate('2026-11-20 14:05:00')).toBe('11/20/26 2:05 PM');
    expect(formatOrderDate('2026-01-02 00:30:00')).toBe('1/2/26 12:30 AM');
    expect(formatOrderDate('2026-07-04 12:00:00')).toBe('7/4/26 12:00 PM');
    expect(formatOrderDate('2026-07-04T09:09:59')).toBe('7/4/26 9:09 AM');
    expect(formatOrderDate('yesterday')).toBe('yesterday');
  });

  it('tells voided, complete and incomplete orders apart', () => {
    expect(isVoidedOrder({ status: 'Voided', order_status: { order_status_id: '16', name: 'Voided', status_color: '', status_text_color: '' } })).toBe(true);
    expect(isVoidedOrder({ status: 'Complete', order_status: { order_status_id: '5', name: 'Complete', status_color: '', status_text_color: '' } })).toBe(false);
    expect(isCompleteOrder({ pos_status: 'complete' })).toBe(true);
    expect(isCompleteOrder({ pos_status: 'outstanding_balance' })).toBe(false);
    expect(isIncomplete({ status: 'Incomplete Transaction' })).toBe(true);
  });

  it("uses the status colours and a dash for an order without a customer", () => {
    expect(statusStyle({ status_color: '#2e7d32', status_text_color: '#ffffff' })).toEqual({ backgroundColor: '#2e7d32', color: '#ffffff' });
    // One object per pair of colours: a badge re-rendered with the same status sets no style.
    expect(statusStyle({ status_color: '#2e7d32', status_text_color: '#ffffff' })).toBe(statusStyle({ status_color: '#2e7d32', status_text_color: '#ffffff' }));
    expect(statusStyle({ status_color: '#2e7d32', status_text_color: '' })).toEqual({ backgroundColor: '#2e7d32', color: undefined });
    expect(statusStyle({ status_color: '', status_text_color: '' })).toBeUndefined();
    expect(customerText({ customer: '' })).toBe('—');
    expect(customerText({ customer: 'Luis Ortega' })).toBe('Luis Ortega');
  });
});

describe('order dates in the page’s language', () => {
  it('are the locale’s short date and time outside English, the same wall-clock time', () => {
    setConfig({ language: 'fr-ca' });
    expect(formatOrderDate('2026-11-20 14:05:00')).toBe(
      new Intl.DateTimeFormat('fr-CA', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 20, 14, 5)),
    );
    expect(formatOrderDate('2026-11-20 14:05:00')).toContain('14');
  });
});
