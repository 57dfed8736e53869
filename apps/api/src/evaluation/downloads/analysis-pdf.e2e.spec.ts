import { CRITERION_IDS, EVALUATION_MESSAGES, ROLES, type Role } from '@artisans/domain';
import { suiteKit } from '../../../../../test-support/artisan-e2e-kit';
import { answerCriteria } from '../../../../../test-support/evaluation-e2e-steps';

type Problem = { detail: string };

const self = {
  q1: { answer: 'always', comment: 'I learned it from my grandfather.' },
  q2: { answer: 'often', comment: 'I train one apprentice a year.' },
  q3: { answer: 'rarely', comment: 'I seldom exhibit abroad.' },
};

/**
 * pdfkit writes the document information (title) as plain or UTF-16BE strings outside the compressed
 * page streams: enough to check that the PDF is about the right artisan. The page content itself is
 * checked on the dashboard model (analysis-dashboard.unit.spec.ts).
 */
function pdfHolds(bytes: Buffer, text: string): boolean {
  return bytes.includes(Buffer.from(text, 'latin1')) || bytes.includes(Buffer.from(text, 'utf16le').swap16());
}

describe('GET /api/artisans/{id}/analysis.pdf', () => {
  const { kit, t } = suiteKit();

  /** The kit's call, with an Accept-Language header when given. */
  async function pdf(id: string, token: string, language?: string) {
    if (!language) return kit.call<Problem>('GET', `/api/artisans/${id}/analysis.pdf`, token);
    const response = await fetch(`${kit.api.url}/api/artisans/${id}/analysis.pdf`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }
  const analysis = (id: string, token: string) =>
    kit.call<Problem>('GET', `/api/artisans/${id}/analysis`, token);

  it('answers 409 like the analysis until the evaluation is complete, then the PDF of the dashboard', async () => {
    const artisan = await kit.create(t.ROLE_ARTISAN_HUNTER, {
      firstName: 'Élodie',
      lastName: 'Dubois-Marchand',
    });
    const name = `${String(artisan.firstName)} ${String(artisan.lastName)}`;
    await answerCriteria(kit, artisan.id, t.ROLE_ARTISAN_HUNTER, CRITERION_IDS.slice(0, 4));
    expect(await pdf(artisan.id, t.ROLE_ADMIN)).toMatchObject({
      status: 409,
      body: { detail: EVALUATION_MESSAGES.unavailable },
    });
    await answerCriteria(kit, artisan.id, t.ROLE_ARTISAN_HUNTER, CRITERION_IDS.slice(4));

    const answer = await pdf(artisan.id, t.ROLE_ARTISAN_HUNTER);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    // Named for the artisan and the day, never its id; accents kept where the client reads them.
    const day = new Date().toISOString().slice(0, 10);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="analysis-Dubois-Marchand-Elodie-${day}.pdf"; ` +
        `filename*=UTF-8''analysis-Dubois-Marchand-%C3%89lodie-${day}.pdf`,
    );
    expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfHolds(answer.bytes, `Analysis of the evaluation – ${name}`)).toBe(true);

    // In the request's language.
    const french = await pdf(artisan.id, t.ROLE_ADMIN, 'fr-FR,fr;q=0.9');
    expect(pdfHolds(french.bytes, `Analyse de l'évaluation – ${name}`)).toBe(true);
    expect(french.headers.get('content-language')).toBe('fr');
    // Japanese needs a CJK font on the machine; without one the PDF is in English.
    const japanese = await pdf(artisan.id, t.ROLE_ADMIN, 'ja');
    expect(japanese.status).toBe(200);
    expect(['ja', 'en']).toContain(japanese.headers.get('content-language'));

    // The .pdf path is its own route: the analysis itself still answers JSON.
    const json = await analysis(artisan.id, t.ROLE_ADMIN);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/json/);
  });

  it('answers every role as the analysis does (404 out of sight)', async () => {
    const { id } = await kit.create(t.ROLE_ARTISAN_HUNTER);
    await answerCriteria(kit, id, t.ROLE_ARTISAN_HUNTER);
    const statuses = async (get: (id: string, token: string) => Promise<{ status: number }>) => {
      const result: Partial<Record<Role, number>> = {};
      for (const role of ROLES) result[role] = (await get(id, t[role])).status;
      return result;
    };
    const expected = await statuses(analysis);
    expect(expected).toMatchObject({ ROLE_ADMIN: 200, ROLE_ARTISAN_HUNTER: 200, ROLE_ARTISAN: 404 });
    // The Italian ambassador does not see France's evaluation before its endorsement: unavailable.
    expect(expected.ROLE_AMBASSADOR).toBe(403);
    expect(await statuses(pdf)).toEqual(expected);
    expect((await pdf(id, '')).status).toBe(401);
    expect((await pdf('not-an-id', t.ROLE_ADMIN)).status).toBe(404);
  });

  it("gives the artisan its own once its self-assessment is sent, and nobody else's", async () => {
    const own = kit.demoArtisanId;
    expect(await pdf(own, t.ROLE_ARTISAN)).toMatchObject({
      status: 409,
      body: { detail: EVALUATION_MESSAGES.unavailable },
    });
    for (const criterion of CRITERION_IDS) {
      const path = `/api/artisans/${own}/self-assessment/criteria/${criterion}`;
      expect((await kit.call('PUT', path, t.ROLE_ARTISAN, { json: { answers: self } })).status).toBe(200);
      expect((await kit.call('POST', `${path}/validate`, t.ROLE_ARTISAN, { json: {} })).status).toBe(200);
    }
    const submitted = await kit.call('POST', `/api/artisans/${own}/self-assessment/submit`, t.ROLE_ARTISAN, {
      json: {},
    });
    expect(submitted.status).toBe(200);
    const mine = await pdf(own, t.ROLE_ARTISAN);
    expect(mine.status).toBe(200);
    expect(mine.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const other = await kit.create(t.ROLE_ADMIN);
    await answerCriteria(kit, other.id, t.ROLE_ADMIN);
    expect((await pdf(other.id, t.ROLE_ARTISAN)).status).toBe(404);
  });
});
