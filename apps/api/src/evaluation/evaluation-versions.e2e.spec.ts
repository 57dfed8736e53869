import { MESSAGES } from '@artisans/domain';
import { startKit, type Kit } from '../../../../test-support/artisan-e2e-kit';

/**
 * Issue 13, finding 2, for the evaluation: its view answers a strong ETag (its stream version), and
 * every change honours If-Match, so a screen left open on an old version cannot overwrite a newer one.
 */
describe('evaluation versions (ETag and If-Match)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(() => kit.close());

  const answers = (points: number) => ({
    json: { answers: { q1: { points, comment: `Seen at work, ${points}` } } },
  });

  it('answers the version and refuses a change made on an older one, writing nothing', async () => {
    const artisan = await kit.create(kit.tokens.ROLE_ADMIN);
    const path = `/api/artisans/${artisan.id}/evaluation`;
    const token = kit.tokens.ROLE_ADMIN;

    const before = await kit.call('GET', path, token);
    expect(before.status).toBe(200);
    // No answer yet, no stream: no version to name.
    expect(before.headers.get('etag') ?? '').not.toMatch(/^"\d+"$/);

    const first = await kit.call('PUT', `${path}/criteria/tradition`, token, answers(3));
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"\d+"$/);

    const seen = await kit.call('GET', path, token);
    expect(seen.headers.get('etag')).toBe(etag);

    // Another screen saves in between.
    const second = await fetch(`${kit.api.url}${path}/criteria/tradition`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': etag! },
      body: JSON.stringify(answers(4).json),
    });
    expect(second.status).toBe(200);
    const newer = second.headers.get('etag');
    expect(newer).not.toBe(etag);

    // The screen still on the first version is refused, and nothing of it is stored.
    const stale = await fetch(`${kit.api.url}${path}/criteria/tradition`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': etag! },
      body: JSON.stringify(answers(1).json),
    });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ code: 'stale-version', detail: MESSAGES.staleVersion });
    const after = await kit.call<{ criteria: { id: string; answers: { q1?: { points: number } } }[] }>(
      'GET',
      path,
      token,
    );
    expect(after.headers.get('etag')).toBe(newer);
    expect(JSON.stringify(after.body)).toContain('Seen at work, 4');
    expect(JSON.stringify(after.body)).not.toContain('Seen at work, 1');

    // One version, two readers, two bodies (the actions each may take): never a 304 for another's.
    const asCommittee = await fetch(`${kit.api.url}${path}`, {
      headers: { authorization: `Bearer ${kit.tokens.ROLE_EXECUTIVE_COMMITTEE}`, 'if-none-match': newer! },
    });
    expect(asCommittee.status).toBe(200);
    expect(asCommittee.headers.get('cache-control')).toBe('no-store');

    // Steps honour it too.
    const validate = await fetch(`${kit.api.url}${path}/criteria/tradition/validate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'if-match': etag! },
    });
    expect(validate.status).toBe(412);
  });
});
