import { describe, expect, it } from 'vitest';
import { headAndTail } from '../../../components/MonitorName';

describe('headAndTail', () => {
  it('sets the last ten characters of a long name apart, so they stay in view', () => {
    expect(headAndTail('Payments webhook receiver, partner API, eu-west-1')).toEqual([
      'Payments webhook receiver, partner API, ',
      'eu-west-1',
    ]);
  });

  it('starts the end at the next word when one starts a few characters on', () => {
    expect(headAndTail('Payments webhook receiver (af-1)')[1]).toBe('(af-1)');
    expect(headAndTail('Payments webhook receiver')[1]).toBe('receiver');
    expect(headAndTail('Payments webhook receiver-eu-3')[1]).toBe('eiver-eu-3');
  });

  it('leaves a short name whole', () => {
    expect(headAndTail('Shipping rates API')).toEqual(['Shipping rates API', '']);
  });

  it('never cuts an emoji or an accented letter in half', () => {
    // A flag, a joined emoji and an e with a combining accent: one character each.
    const name = 'Status of the kitchen printer 🇩🇪👩‍💻 and e\u0301';
    const [head, tail] = headAndTail(name);
    expect(head + tail).toBe(name);
    expect(tail).toBe('🇩🇪👩‍💻 and e\u0301');
  });
});
