import { describe, expect, it } from 'vitest';
import { commitColour } from './colour-input.js';

describe('commitColour', () => {
  it('emits 3, 4, 6 and 8 digit colours as stored hex, with or without #', () => {
    expect(commitColour('0a3', '', false)).toEqual({ kind: 'colour', hex: '#00aa33' });
    expect(commitColour('#F0C8', '', false)).toEqual({ kind: 'colour', hex: '#ff00cc88' });
    expect(commitColour(' #1D2E61 ', '', false)).toEqual({ kind: 'colour', hex: '#1d2e61' });
    expect(commitColour('1d2e6180', '', false)).toEqual({ kind: 'colour', hex: '#1d2e6180' });
  });

  it('refuses anything else', () => {
    for (const draft of ['#12345', 'azul', '#ggg', '#1234567', '##fff']) {
      expect(commitColour(draft, '#ffffff', false)).toEqual({ kind: 'invalid' });
    }
  });

  it('stays quiet when the colour does not change, in whatever form it was typed', () => {
    expect(commitColour('#FFF', '#ffffff', false)).toEqual({ kind: 'unchanged' });
  });

  it('clears only when clearable and there was a colour', () => {
    expect(commitColour('  ', '#ffffff', true)).toEqual({ kind: 'clear' });
    expect(commitColour('', '', true)).toEqual({ kind: 'unchanged' });
    expect(commitColour('', '#ffffff', false)).toEqual({ kind: 'invalid' });
  });
});
