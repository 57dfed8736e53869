import { emailKey, isEmail } from './credentials';

describe('email rules', () => {
  it.each(['ana@atelier.fr', 'j.doe+craft@mail.example.org', 'Élodie@poterie.fr'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    '',
    'ana',
    'ana@atelier',
    'ana @atelier.fr',
    'ana@atelier.f',
    'a@b@c.fr',
    'ana\u0000@atelier.fr',
    'ana@ate\u007flier.fr',
  ])('refuses %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('compares emails without case or surrounding spaces', () => {
    expect(emailKey('  Ana@Atelier.FR ')).toBe('ana@atelier.fr');
  });
});
