import { describe, expect, it } from 'vitest';
import { t } from './i18n.js';

describe('texts', () => {
  it('fills in values and leaves unknown placeholders visible', () => {
    expect(t('yut.turnOf', { turn: 3, turns: 10 })).toBe('Turn 3 of 10');
    expect(t('yut.turnOf', { turn: 3 })).toBe('Turn 3 of {turns}');
  });
});
