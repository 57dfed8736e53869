import { DomainError } from '@artisans/domain';
import { AppError } from '../infrastructure/http/problem.filter';
import { parseArtisanListQuery, parseDate } from './artisan-list.query';

const USER_ID = '0b9c3c1e-6f0e-4c3f-9a57-2f1a3b4c5d6e';

describe('the artisan list query string', () => {
  it('defaults to page 1, by last name ascending, nothing filtered', () => {
    expect(parseArtisanListQuery({}, 'ROLE_ARTISAN_HUNTER')).toEqual({ page: 1, search: [], order: 'asc' });
  });

  it('reads every filter of SPEC.md section 7', () => {
    const filters = parseArtisanListQuery(
      {
        page: '3',
        orSearch_search: '  Élise   moreau ',
        'country[]': ['/api/countries/250', '380'],
        statusEval: 'SUBMITTED',
        recommendations: '/api/recommendations/2',
        craftMaterail: ['/api/craft_materails/4', '5'],
        user: `/api/users/${USER_ID.toUpperCase()}`,
        inActivity: '1990',
        'createdAt[after]': '01/02/2025',
        'createdAt[before]': '2025-02-28',
        'evaluation.totalPoint[between]': '10..40',
        'greenList.status': ['COMPLETE', 'IN REVIEWAL'],
        'greenList.totalPoint[between]': '0.5..12.25',
        'comments[exists]': 'false',
        pending: 'true',
        selfAssessment: '0',
        'order[lastName]': 'DESC',
      },
      'ROLE_ADMIN',
    );
    expect(filters).toEqual({
      page: 3,
      search: ['Élise', 'moreau'],
      countries: [250, 380],
      statusEval: ['SUBMITTED'],
      recommendations: [2],
      craftMaterials: [4, 5],
      creators: [USER_ID],
      inActivity: [1990],
      createdFrom: new Date('2025-02-01T00:00:00Z'),
      createdBefore: { at: new Date('2025-03-01T00:00:00Z'), inclusive: false },
      evaluationTotalPoint: { min: 10, max: 40 },
      greenListStatus: ['COMPLETE', 'IN REVIEWAL'],
      greenListTotalPoint: { min: 0.5, max: 12.25 },
      comments: false,
      pending: true,
      selfAssessment: false,
      order: 'desc',
    });
  });

  it('takes a date and time as it is, inclusive', () => {
    expect(
      parseArtisanListQuery({ 'createdAt[before]': '2025-02-28T12:30:00Z' }, 'ROLE_ADMIN').createdBefore,
    ).toEqual({
      at: new Date('2025-02-28T12:30:00Z'),
      inclusive: true,
    });
  });

  it.each([
    ['31/01/2026', '2026-01-31T00:00:00.000Z'],
    ['1/2/2026', '2026-02-01T00:00:00.000Z'],
    ['2026-01-31', '2026-01-31T00:00:00.000Z'],
    ['2026-01-31T08:00:00+02:00', '2026-01-31T06:00:00.000Z'],
  ])('reads the date %s', (text, iso) => {
    expect(parseDate(text)?.at.toISOString()).toBe(iso);
  });

  it.each(['31/02/2026', '2026-13-01', '01-02-2026', 'yesterday', '2026-01-31T25:00:00Z', '1/1/1899'])(
    'refuses the date %s',
    (text) => {
      expect(parseDate(text)).toBeUndefined();
    },
  );

  it.each([
    [{ colour: 'red' }, 'Unknown field(s): colour'],
    [{ page: ['1', '2'] }, 'page must be given once.'],
    [{ statusEval: 'DONE' }, 'statusEval must be one of'],
    [{ 'evaluation.totalPoint[between]': '10' }, 'min..max'],
    [{ 'greenList.totalPoint[between]': '5..1' }, 'min..max'],
    [{ user: '42' }, 'user must be a user id'],
    [{ country: '/api/users/1' }, 'country must be an id or an IRI /api/countries/<id>'],
    [{ orSearch_search: 'a\u0000b' }, 'The search cannot hold control characters.'],
  ])('refuses %j with a 400 that says why', (query, message) => {
    expect(() => parseArtisanListQuery(query, 'ROLE_ADMIN')).toThrow(AppError);
    expect(() => parseArtisanListQuery(query, 'ROLE_ADMIN')).toThrow(
      expect.objectContaining({
        message: expect.stringContaining(message),
      }) as Error,
    );
  });

  it('offers the pending filter to admins only, self-assessment to the foundation and network members', () => {
    expect(() => parseArtisanListQuery({ pending: 'false' }, 'ROLE_EXECUTIVE_COMMITTEE')).toThrow(
      DomainError,
    );
    expect(() => parseArtisanListQuery({ selfAssessment: 'true' }, 'ROLE_ARTISAN_HUNTER')).toThrow(
      'Only admins, the executive committee and network members may filter on self-assessment.',
    );
    expect(parseArtisanListQuery({ selfAssessment: 'true' }, 'ROLE_NETWORK_MEMBER').selfAssessment).toBe(
      true,
    );
    expect(parseArtisanListQuery({ selfAssessment: 'true' }, 'ROLE_EXECUTIVE_COMMITTEE').selfAssessment).toBe(
      true,
    );
  });
});
