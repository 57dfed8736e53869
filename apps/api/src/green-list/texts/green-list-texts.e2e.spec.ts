import type { Role } from '@artisans/domain';
import { startKit, type Kit } from '../../../../../test-support/artisan-e2e-kit';
import type { GreenListTextChange, GreenListTextEntry, GreenListTextsPage } from './green-list-texts.reader';

type Problem = { detail: string; code?: string };

const KEY = 'questions.p3.text';

describe('Green List translation entries through HTTP', () => {
  let kit: Kit;
  let t: Record<Role, string>;

  const list = (language: string, token?: string) =>
    kit.call<GreenListTextsPage & Problem>('GET', `/api/green-list-texts/${language}`, token);
  const review = (language: string, key: string, token: string, json: unknown) =>
    kit.call<GreenListTextEntry & Problem>('PUT', `/api/green-list-texts/${language}/${key}`, token, {
      json,
    });
  const corrections = (language: string) =>
    kit.call<Record<string, string> & Problem>('GET', `/api/green-list-texts/${language}/corrections`);

  beforeAll(async () => {
    kit = await startKit();
    t = kit.tokens;
  });
  afterAll(() => kit.close());

  it('lists every entry with shipped texts validated in English only', async () => {
    const english = await list('en', t.ROLE_ADMIN);
    expect(english.status).toBe(200);
    expect(english.body.entries.length).toBeGreaterThan(500);
    expect(english.body.entries.every((entry) => entry.validated)).toBe(true);
    const french = await list('fr', t.ROLE_ADMIN);
    const p3 = french.body.entries.find((entry) => entry.key === KEY)!;
    expect(p3).toMatchObject({ validated: false, corrected: false, comment: '' });
    expect(p3.value).toBe(p3.shipped);
    expect(p3.english).toBe(english.body.entries.find((entry) => entry.key === KEY)!.value);
    expect(french.body.notValidated.en).toBe(0);
    expect(french.body.notValidated.fr).toBe(french.body.entries.length);
  });

  it('records a correction (who, when, before, after), a validation and a comment; the wizard gets it', async () => {
    const before = (await list('fr', t.ROLE_ADMIN)).body;
    const shipped = before.entries.find((entry) => entry.key === KEY)!.shipped;
    const value = 'Suivez-vous et réduisez-vous votre consommation d’énergie ?';
    const answer = await review('fr', KEY, t.ROLE_ADMIN, { value, validated: true, comment: 'Plus court' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      key: KEY,
      value,
      corrected: true,
      validated: true,
      comment: 'Plus court',
    });
    expect((await list('fr', t.ROLE_ADMIN)).body.notValidated.fr).toBe(before.notValidated.fr - 1);

    const changes = await kit.call<GreenListTextChange[]>(
      'GET',
      `/api/green-list-texts/fr/${KEY}/changes`,
      t.ROLE_ADMIN,
    );
    expect(changes.status).toBe(200);
    expect(changes.body).toHaveLength(1);
    expect(changes.body[0]).toMatchObject({ before: shipped, after: value, role: 'ROLE_ADMIN' });
    expect(changes.body[0]?.by?.id).toBe(kit.staffIds.admin);
    expect(Date.parse(changes.body[0]?.at ?? '')).not.toBeNaN();

    // Public, for the wizard: only the corrections of that language.
    const served = await corrections('fr');
    expect(served.status).toBe(200);
    expect(served.body).toEqual({ [KEY]: value });
    expect((await corrections('de')).body).toEqual({});

    // A correction alone waits for a validation again.
    const again = await review('fr', KEY, t.ROLE_ADMIN, { value: `${value} (kWh)` });
    expect(again.body).toMatchObject({ validated: false, corrected: true });
  });

  it('lets admins only manage the entries: other roles 403, no session 401', async () => {
    for (const role of [
      'ROLE_EXECUTIVE_COMMITTEE',
      'ROLE_NETWORK_MEMBER',
      'ROLE_AMBASSADOR',
      'ROLE_ARTISAN_HUNTER',
      'ROLE_ARTISAN',
    ] as const) {
      expect({ role, status: (await list('fr', t[role])).status }).toEqual({ role, status: 403 });
      expect({ role, status: (await review('fr', KEY, t[role], { validated: true })).status }).toEqual({
        role,
        status: 403,
      });
      const changes = await kit.call('GET', `/api/green-list-texts/fr/${KEY}/changes`, t[role]);
      expect({ role, status: changes.status }).toEqual({ role, status: 403 });
    }
    expect((await list('fr')).status).toBe(401);
  });

  it('answers 400 for an unknown language or key and for a bad body, never a 500', async () => {
    const cases: [string, string, unknown, string | RegExp][] = [
      ['xx', KEY, { validated: true }, /xx is not a language of the tool/],
      [
        'fr',
        'questions.zz9.text',
        { validated: true },
        'questions.zz9.text is not a text of the Green List.',
      ],
      ['fr', KEY, {}, 'Give a value, validated or a comment.'],
      ['fr', KEY, { validated: 'yes' }, /expected boolean/i],
      ['fr', KEY, { value: 'x', extra: 1 }, /Unknown field/],
      ['fr', 'materials.share', { value: 'Part du poids' }, /placeholders/],
      ['fr', KEY, { value: '   ' }, 'The text must not be empty.'],
      ['fr', KEY, { value: 'x'.repeat(5000) }, /at most/],
    ];
    for (const [language, key, body, message] of cases) {
      const answer = await review(language, key, t.ROLE_ADMIN, body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.body.detail).toMatch(message);
    }
    expect((await list('xx', t.ROLE_ADMIN)).status).toBe(400);
    expect((await corrections('xx')).status).toBe(400);
    const unknownChanges = await kit.call('GET', '/api/green-list-texts/fr/nope/changes', t.ROLE_ADMIN);
    expect(unknownChanges.status).toBe(400);
  });
});
