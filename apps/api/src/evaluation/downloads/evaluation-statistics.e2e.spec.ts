import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { CRITERION_IDS, type Role } from '@artisans/domain';
import { suiteKit } from '../../../../../test-support/artisan-e2e-kit';
import { toNewEvents, type CommandContext } from '../../infrastructure/commands/command-context';
import type { EventStore } from '../../infrastructure/event-store/event-store.port';
import { Projections } from '../../infrastructure/projections/projections.service';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { evaluationStreamId, type EvaluationEvent } from '../domain/evaluation.decider';
import { STATISTICS_MESSAGES } from './statistics-input';
import { OUTSIDE_THE_FOUNDATION } from '../../../../../test-support/roles';

type Row = Record<string, unknown>;
type Workbook = { sheets: string[]; rows: Record<string, Row[]> };

const full = {
  q1: { points: 5, comment: 'Masters marquetry passed down over three generations.' },
  q2: { points: 4, comment: 'Teaches two apprentices in the workshop.' },
  q3: { points: 3, comment: 'Uses local walnut and oak.' },
};

/** Each sheet's rows as objects keyed by the header row's titles. */
async function readWorkbook(bytes: Buffer): Promise<Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: Record<string, Row[]> = {};
  workbook.eachSheet((sheet) => {
    // Row values are 1-based sparse arrays.
    const headers = Array.from(sheet.getRow(1).values as unknown[], (value) => String(value ?? '')).slice(1);
    const list: Row[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const values = Array.from(row.values as unknown[]).slice(1);
      list.push(Object.fromEntries(headers.map((header, index) => [header, values[index] ?? null])));
    });
    rows[sheet.name] = list;
  });
  return { sheets: workbook.worksheets.map((sheet) => sheet.name), rows };
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

describe('GET /api/statistics/evaluations.xlsx', () => {
  const { kit, t } = suiteKit();
  let store: EventStore;
  let country: string;
  let craft: string;

  beforeAll(async () => {
    store = kit.api.app.get<EventStore>(EVENT_STORE);
    country = (await kit.call<{ name: string }>('GET', '/api/countries/250')).body.name;
    craft = (await kit.call<{ name: string }>('GET', `/api/craft_materails/${kit.refs.wood}`)).body.name;
  });

  const download = (query: string, token = t.ROLE_ADMIN) =>
    kit.call<{ detail: string }>('GET', `/api/statistics/evaluations.xlsx${query}`, token);
  const workbook = async (query: string) => {
    const answer = await download(query);
    expect(answer.status).toBe(200);
    return readWorkbook(answer.bytes);
  };
  const at = (when: string, who: string, role: Role): CommandContext => ({
    actorId: kit.staffIds[who]!,
    actorRole: role,
    correlationId: randomUUID(),
    causationId: null,
    now: new Date(when),
  });
  const step = (type: EvaluationEvent['type'], data: Record<string, unknown>) =>
    ({ type, data }) as EvaluationEvent;
  /** Sent with every criterion answered (132 points); endorsed at once when a network member sends it. */
  const sent = (
    id: string,
    context: CommandContext,
    endorsed: boolean,
  ): [CommandContext, EvaluationEvent] => [
    context,
    step('EvaluationSubmitted', {
      artisanId: id,
      endorsed,
      totalPoint: 132,
      statusEval: 'SUBMITTED',
      reviewStatus: 'NOT REVIEWED',
    }),
  ];
  const reviewStarted = (id: string, context: CommandContext): [CommandContext, EvaluationEvent] => [
    context,
    step('EvaluationReviewStarted', { artisanId: id, statusEval: 'SUBMITTED', reviewStatus: 'IN REVIEWAL' }),
  ];

  /** Appends a scripted evaluation with known times, as the decision history tests do. */
  async function scripted(steps: (id: string) => [CommandContext, EvaluationEvent][]) {
    const artisan = await kit.create(t.ROLE_ARTISAN_HUNTER);
    let version: number | 'no_stream' = 'no_stream';
    let last;
    for (const [context, event] of steps(artisan.id)) {
      last = await store.appendToStream(
        evaluationStreamId(artisan.id),
        toNewEvents([event], context),
        version,
      );
      version = version === 'no_stream' ? 0 : version + 1;
    }
    await kit.api.app.get(Projections).waitFor(last!.lastGlobalPosition);
    return artisan;
  }
  const answered = (id: string, when = '2025-03-01T09:00:00Z'): [CommandContext, EvaluationEvent][] =>
    CRITERION_IDS.map((criterion) => [
      at(when, 'hunter', 'ROLE_ARTISAN_HUNTER'),
      step('EvaluationAnswersRecorded', { artisanId: id, criterion, answers: full }),
    ]);

  let selected: Record<string, unknown> & { id: string };
  let pending: Record<string, unknown> & { id: string };
  let draft: Record<string, unknown> & { id: string };

  beforeAll(async () => {
    // Sent 2 March, endorsed 3 March, review 4 March, selected 5 March 2025.
    selected = await scripted((id) => [
      ...answered(id),
      sent(id, at('2025-03-02T10:00:00Z', 'hunter', 'ROLE_ARTISAN_HUNTER'), false),
      [
        at('2025-03-03T11:00:00Z', 'network', 'ROLE_NETWORK_MEMBER'),
        step('EvaluationEndorsed', { artisanId: id, statusEval: 'SUBMITTED', reviewStatus: 'NOT REVIEWED' }),
      ],
      reviewStarted(id, at('2025-03-04T12:00:00Z', 'committee', 'ROLE_EXECUTIVE_COMMITTEE')),
      [
        at('2025-03-05T13:00:00Z', 'committee', 'ROLE_EXECUTIVE_COMMITTEE'),
        step('EvaluationDecided', {
          artisanId: id,
          decision: 'ACCEPTED',
          commentaryCommittee: 'An outstanding master.',
          comments: 'Confidential: visit next spring.',
          statusEval: 'SELECTED',
          reviewStatus: 'REVIEWED',
        }),
      ],
      [
        at('2025-03-05T13:00:00Z', 'committee', 'ROLE_EXECUTIVE_COMMITTEE'),
        step('GreenListUnlocked', { artisanId: id }),
      ],
    ]);
    // Sent (by a network member: endorsed at once) 10 March, review 2 April, information asked 3 April.
    pending = await scripted((id) => [
      ...answered(id),
      sent(id, at('2025-03-10T08:00:00Z', 'network', 'ROLE_NETWORK_MEMBER'), true),
      reviewStarted(id, at('2025-04-02T09:00:00Z', 'admin', 'ROLE_ADMIN')),
      [
        at('2025-04-03T09:00:00Z', 'admin', 'ROLE_ADMIN'),
        step('EvaluationInformationRequested', {
          artisanId: id,
          missing: 'Photos of recent work',
          statusEval: 'PENDING',
          reviewStatus: 'IN REVIEWAL',
        }),
      ],
    ]);
    // Answered in March, never sent: not in the statistics.
    draft = await scripted((id) => answered(id, '2025-03-15T09:00:00Z'));
  });

  const rowOf = (book: Workbook, id: string) =>
    book.rows.Evaluations!.find((row) => row['Artisan id'] === id);

  it('has the three sheets, one row per evaluation that took a step, as it stands at the end', async () => {
    const answer = await download('');
    expect(answer.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="evaluation-statistics-until-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''evaluation-statistics-until-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const book = await readWorkbook(answer.bytes);
    expect(book.sheets).toEqual(['Evaluations', 'Activity', 'Summary']);
    expect(rowOf(book, draft.id)).toBeUndefined();
    const row = rowOf(book, selected.id)!;
    expect({
      ...row,
      'Sent at (UTC)': iso(row['Sent at (UTC)']),
      'Endorsed at (UTC)': iso(row['Endorsed at (UTC)']),
      'Decided at (UTC)': iso(row['Decided at (UTC)']),
    }).toMatchObject({
      'First name': selected.firstName,
      'Last name': selected.lastName,
      Country: country,
      Craft: craft,
      Status: 'Selected',
      'Review status': 'Reviewed',
      'Total points': 132,
      Tradition: 12,
      Authenticity: 12,
      'Sent at (UTC)': '2025-03-02T10:00:00.000Z',
      'Endorsed at (UTC)': '2025-03-03T11:00:00.000Z',
      'Decided at (UTC)': '2025-03-05T13:00:00.000Z',
      Decision: 'Accepted',
    });
    expect(JSON.stringify(book.rows)).not.toContain('Confidential');
    const other = rowOf(book, pending.id)!;
    expect({
      status: other.Status,
      sent: iso(other['Sent at (UTC)']),
      endorsed: iso(other['Endorsed at (UTC)']),
    }).toEqual({
      status: 'Pending',
      sent: '2025-03-10T08:00:00.000Z',
      endorsed: '2025-03-10T08:00:00.000Z',
    });
    expect(other.Decision).toBeNull();
  });

  it("is written in the reader's language (Accept-Language)", async () => {
    const response = await fetch(
      `${kit.api.url}/api/statistics/evaluations.xlsx?from=2025-03-01&to=2025-03-31`,
      {
        headers: { authorization: `Bearer ${t.ROLE_ADMIN}`, 'accept-language': 'fr-FR,fr;q=0.9' },
      },
    );
    expect(response.status).toBe(200);
    const book = await readWorkbook(Buffer.from(await response.arrayBuffer()));
    expect(book.sheets).toEqual(['Évaluations', 'Activité', 'Synthèse']);
    expect(
      book.rows['Évaluations']!.find((row) => row["Identifiant de l'artisan"] === selected.id),
    ).toMatchObject({
      Statut: 'Sélectionné',
      "Statut d'examen": 'Examinée',
      Décision: 'Accepté',
    });
  });

  it('keeps to the period: steps inside it, standing at its end', async () => {
    const march = await workbook('?from=2025-03-01&to=2025-03-04');
    expect(march.rows.Evaluations!.map((row) => row['Artisan id'])).toEqual([selected.id]);
    expect(rowOf(march, selected.id)).toMatchObject({
      Status: 'Submitted',
      'Review status': 'In review',
      'Decided at (UTC)': null,
      Decision: null,
    });

    const april = await workbook('?from=2025-04-01');
    expect(april.rows.Evaluations!.map((row) => row['Artisan id'])).toEqual([pending.id]);

    const early = await workbook('?to=2025-03-01');
    expect(early.rows.Evaluations).toEqual([]);
    expect(early.rows.Summary!.find((row) => row.Item === 'Evaluations')).toMatchObject({ Value: 0 });

    const both = await workbook('?from=2025-03-02&to=2025-03-10');
    expect(both.rows.Evaluations!.map((row) => row['Artisan id'])).toEqual([selected.id, pending.id]);
  });

  it('counts the steps per day, and sums up statuses, decisions and points', async () => {
    const book = await workbook('?from=2025-03-01&to=2025-04-30');
    const activity = book.rows.Activity!.map((row) => ({
      day: iso(row.Day),
      sent: row['Evaluations sent'],
      endorsed: row.Endorsed,
      reviewed: row['Reviews started'],
      asked: row['Information requested'],
      decided: row.Decided,
      selected: row.Selected,
    }));
    expect(activity).toEqual([
      {
        day: '2025-03-02T00:00:00.000Z',
        sent: 1,
        endorsed: 0,
        reviewed: 0,
        asked: 0,
        decided: 0,
        selected: 0,
      },
      {
        day: '2025-03-03T00:00:00.000Z',
        sent: 0,
        endorsed: 1,
        reviewed: 0,
        asked: 0,
        decided: 0,
        selected: 0,
      },
      {
        day: '2025-03-04T00:00:00.000Z',
        sent: 0,
        endorsed: 0,
        reviewed: 1,
        asked: 0,
        decided: 0,
        selected: 0,
      },
      {
        day: '2025-03-05T00:00:00.000Z',
        sent: 0,
        endorsed: 0,
        reviewed: 0,
        asked: 0,
        decided: 1,
        selected: 1,
      },
      {
        day: '2025-03-10T00:00:00.000Z',
        sent: 1,
        endorsed: 1,
        reviewed: 0,
        asked: 0,
        decided: 0,
        selected: 0,
      },
      {
        day: '2025-04-02T00:00:00.000Z',
        sent: 0,
        endorsed: 0,
        reviewed: 1,
        asked: 0,
        decided: 0,
        selected: 0,
      },
      {
        day: '2025-04-03T00:00:00.000Z',
        sent: 0,
        endorsed: 0,
        reviewed: 0,
        asked: 1,
        decided: 0,
        selected: 0,
      },
    ]);
    const summary = Object.fromEntries(book.rows.Summary!.map((row) => [row.Item, row.Value]));
    expect(summary).toMatchObject({
      From: new Date('2025-03-01T00:00:00.000Z'),
      To: new Date('2025-04-30T00:00:00.000Z'),
      Evaluations: 2,
      'Average total points': 132,
      'Status: Selected': 1,
      'Status: Pending': 1,
      'Status: Submitted': 0,
      'Decision: Accepted': 1,
      'Decision: Refused': 0,
      'Decision: none yet': 1,
      'Average points: Tradition': 12,
    });
  });

  it('leaves the names out once the artisan is erased', async () => {
    const erased = await scripted((id) => [
      ...answered(id),
      sent(id, at('2025-06-01T10:00:00Z', 'hunter', 'ROLE_ARTISAN_HUNTER'), false),
    ]);
    expect((await kit.call('DELETE', `/api/artisans/${erased.id}`, t.ROLE_ADMIN)).status).toBeLessThan(300);
    const book = await workbook('?from=2025-06-01&to=2025-06-01');
    expect(rowOf(book, erased.id)).toMatchObject({
      'First name': null,
      'Last name': null,
      Country: country,
      Status: 'Submitted',
    });
    expect(JSON.stringify(book.rows)).not.toContain(String(erased.firstName));
  });

  it('refuses bad dates and a period that ends before it starts, with a clear message', async () => {
    for (const query of ['?from=2025-02-30', '?to=03/01/2025', '?from=yesterday', '?from=2025-3-1']) {
      expect({ query, ...(await download(query)) }).toMatchObject({
        query,
        status: 400,
        body: { detail: STATISTICS_MESSAGES.badDate },
      });
    }
    expect(await download('?from=2025-03-05&to=2025-03-01')).toMatchObject({
      status: 400,
      body: { detail: STATISTICS_MESSAGES.fromAfterTo },
    });
    expect((await download('?since=2025-03-01')).status).toBe(400);
    expect((await download('?from=2025-03-01&from=2025-03-02')).status).toBe(400);
    expect((await download('?from=&to=')).status).toBe(200);
  });

  it('is for the foundation only', async () => {
    for (const role of OUTSIDE_THE_FOUNDATION)
      expect({ role, status: (await download('', t[role])).status }).toEqual({ role, status: 403 });
    expect((await download('', t.ROLE_EXECUTIVE_COMMITTEE)).status).toBe(200);
    expect((await download('', '')).status).toBe(401);
  });
});
