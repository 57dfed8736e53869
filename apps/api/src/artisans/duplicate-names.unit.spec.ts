import { foldText, nameKey } from './artisan-accounts.service';

describe('duplicate detection: names compared without case and accents', () => {
  it.each([
    ['Skłodowska-Curie', 'SKLODOWSKA-CURIE'],
    ['Marié', 'marie'],
    ['  Jean   Pierre ', 'jean pierre'],
    ['Øster', 'oster'],
    ['Straße', 'STRASSE'],
    ['Ḿaría José', 'maria jose'],
  ])('%s equals %s', (a, b) => {
    expect(foldText(a)).toBe(foldText(b));
  });

  it('keeps different names apart, and first from last name', () => {
    expect(foldText('Marie')).not.toBe(foldText('Mario'));
    expect(nameKey('Anna', 'Maria')).not.toBe(nameKey('Maria', 'Anna'));
    expect(nameKey('Ann', 'a Maria')).not.toBe(nameKey('Ann a', 'Maria'));
  });
});
