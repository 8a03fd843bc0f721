import { escapeLike, normalizeSearch } from './search-text';

describe('normalizeSearch', () => {
  it('lowercases, strips diacritics and collapses whitespace', () => {
    expect(normalizeSearch('Cámara  FOTOGRÁFICA')).toBe('camara fotografica');
    expect(normalizeSearch('  Año\t de\n\nFabricación  ')).toBe('ano de fabricacion');
  });

  it('turns ñ and Ñ into n and keeps other characters', () => {
    expect(normalizeSearch('PEÑA Núñez')).toBe('pena nunez');
    expect(normalizeSearch('RUC 20100070970 - 50% ü')).toBe('ruc 20100070970 - 50% u');
  });

  it('handles precomposed and decomposed input alike', () => {
    expect(normalizeSearch('Cami\u0301on')).toBe('camion');
    expect(normalizeSearch('Cami\u00f3n')).toBe('camion');
  });

  it('answers an empty string for null, undefined and blanks', () => {
    expect(normalizeSearch(null)).toBe('');
    expect(normalizeSearch(undefined)).toBe('');
    expect(normalizeSearch('   ')).toBe('');
  });
});

describe('escapeLike', () => {
  it('escapes %, _, [ and the escape character itself', () => {
    expect(escapeLike('50%_off')).toBe('50\\%\\_off');
    expect(escapeLike('a\\b')).toBe('a\\\\b');
    expect(escapeLike('[abc]')).toBe('\\[abc]');
  });

  it('leaves ordinary text alone', () => {
    expect(escapeLike('camara fotografica')).toBe('camara fotografica');
  });
});
