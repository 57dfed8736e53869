import { randomUUID } from 'node:crypto';
import type { GreenListPoints, Role } from '@artisans/domain';
import { completeGreenList } from '../../../../libs/domain/src/green-list-examples.spec';
import { FRANCE, ITALY } from '../../../../test-support/artisan-e2e-kit';
import { createStaffMember, selectArtisan } from '../../../../test-support/evaluation-e2e-steps';
import { linkOf, suiteMailKit } from '../../../../test-support/mail-e2e-kit';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import { ProjectionRegistry } from '../infrastructure/projections/projection-registry';
import { EVENT_STORE } from '../infrastructure/tokens';
import { MAIL_REACTOR } from '../mail/mail.reactor';
import { greenListStreamId } from './domain/green-list.decider';
import type { GreenListView } from './green-list-view';
import { scoreParams } from './mail/green-list-mail-rules';

/**
 * The Green List's mails, read from a real SMTP sink through the real mail worker: available (to the
 * artisan, its link opening the Green List, or the invitation when it has no account), sent (to the
 * creator and the network members of the artisan's country), more information requested and
 * complete (to the artisan), each once, in its recipient's language.
 */
describe('Green List mails', () => {
  const { mails, kit, sink } = suiteMailKit();

  /** The next mail to this address with this subject not looked at yet (other mails come and go). */
  const mailTo = (to: string, subject: string) => mails.nextMailTo(to, subject);

  /** The Green List's mails an address received (each subject of ours names the Green List). */
  const greenListMailsTo = (to: string) =>
    sink.messages.filter((m) => m.to.includes(to) && m.subject.includes('Green List'));

  /** A staff account of its own in this language, signed in. */
  const staffMember = (
    role: Role,
    countries: number[],
    language: string,
    extra: Record<string, unknown> = {},
  ) => createStaffMember(kit, role, countries, { language, ...extra });

  /** Follows an invitation as the artisan login screen does: the password, then signed in. */
  async function acceptInvitation(link: URL, artisanId: string): Promise<string> {
    const hash = link.searchParams.get('hashInvite');
    const created = await kit.call<{ id: string; loginProof: string; goto: string }>(
      'POST',
      '/create-password-artisan-action',
      undefined,
      {
        json: {
          hash,
          id: artisanId,
          password: 'atelier-password',
          confirmation: 'atelier-password',
          goto: link.searchParams.get('goTo'),
        },
      },
    );
    expect(created).toMatchObject({ status: 200, body: { id: artisanId, goto: 'greenlist' } });
    return autoLogin(artisanId, created.body.loginProof);
  }

  /** Follows a go-to link as the artisan login screen does: signed in, on the Green List. */
  async function followGoTo(link: URL, artisanId: string): Promise<string> {
    expect(link.pathname).toMatch(/^\/\w\w\/artisan-login$/);
    const followed = await kit.call<{ id: string; loginProof: string; target: string }>(
      'POST',
      '/get-go-to-hash',
      undefined,
      { json: { hash: link.searchParams.get('hashGreenlist') } },
    );
    expect(followed).toMatchObject({ status: 200, body: { id: artisanId, target: 'greenlist' } });
    return autoLogin(artisanId, followed.body.loginProof);
  }

  async function autoLogin(id: string, loginProof: string): Promise<string> {
    const login = await kit.call<{ token: string }>('POST', '/artisan-auto-login', undefined, {
      json: { id, loginProof },
    });
    expect(login.status).toBe(200);
    return login.body.token;
  }

  const path = (id: string, rest = '') => `/api/green_lists/${id}${rest}`;
  const post = (id: string, rest: string, token: string, json: unknown = {}) =>
    kit.call<GreenListView>('POST', path(id, rest), token, { json });

  /** The Green List opens a moment after the selection (a reactor): read as soon as it is there. */
  async function greenList(id: string, token: string): Promise<GreenListView> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const answer = await kit.call<GreenListView>('GET', path(id), token);
      if (answer.status === 200) return answer.body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The Green List never became available');
  }

  /** The artisan answers every question and sends it: the score as sent. */
  async function answerAndSend(id: string, token: string): Promise<GreenListPoints> {
    const sheet = completeGreenList();
    const saved = await kit.call('PUT', path(id, '/answers'), token, { json: sheet });
    expect(saved.status).toBe(200);
    const sent = await post(id, '/submit', token);
    expect(sent.body.status).toBe('SUBMITTED');
    return sent.body.score;
  }

  const INVITATION_FR = "Vous n'avez pas encore de compte sur Artisans of Excellence";

  it('reaches each person concerned once, in their language, at every step of the Green List', async () => {
    const hunter = await staffMember('ROLE_ARTISAN_HUNTER', [FRANCE], 'it');
    const germanMember = await staffMember('ROLE_NETWORK_MEMBER', [FRANCE], 'de');
    const italianMember = await staffMember('ROLE_NETWORK_MEMBER', [ITALY], 'it');
    const formerMember = await staffMember('ROLE_NETWORK_MEMBER', [FRANCE], 'fr', { isActive: false });
    const email = `camille.${randomUUID().slice(0, 8)}@atelier.test`;
    const artisan = await kit.create(hunter.token, {
      firstName: `Camille ${randomUUID().slice(0, 4)}`,
      email,
      language: 'fr',
    });
    const name = `${String(artisan.firstName)} ${String(artisan.lastName)}`;
    await selectArtisan(kit, artisan.id, hunter.token);

    // Added by the hunter and never invited: the mail carries the invitation to the Green List.
    const available = await mailTo(email, 'Votre Green List est ouverte');
    expect(available.text).toContain('Bonjour Camille');
    expect(available.text).toContain(INVITATION_FR);
    expect(available.html).toContain('<html lang="fr"');
    const invitation = linkOf(available);
    expect(invitation.pathname).toBe('/fr/artisan-login');
    expect(invitation.searchParams.get('goTo')).toBe('greenlist');
    const token = await acceptInvitation(invitation, artisan.id);
    expect((await greenList(artisan.id, token)).status).toBe('AVAILABLE');

    // Sent: the creator and the network members of France, in their languages, with the score.
    const sent = await answerAndSend(artisan.id, token);
    const staffMails = async () => ({
      hunter: await mailTo(hunter.email, `${name} ha inviato la Green List`),
      network: await mailTo('network@demo.test', `${name} has sent the Green List`),
      german: await mailTo(germanMember.email, `${name} hat die Green List gesendet`),
    });
    const first = await staffMails();
    const italian = scoreParams(sent, 'it');
    expect(first.hunter.text).toContain(
      `ottiene ${italian.points} punti su ${italian.maximum} (${italian.percentage}).`,
    );
    const de = scoreParams(sent, 'de');
    expect(first.german.text).toContain(`${de.points} von ${de.maximum} Punkten (${de.percentage})`);
    const english = scoreParams(sent, 'en');
    expect(first.network.text).toContain(
      `As sent, it scores ${english.points} out of ${english.maximum} points (${english.percentage}).`,
    );
    for (const [mail, language, member] of [
      [first.hunter, 'it', hunter.token],
      [first.network, 'en', kit.tokens.ROLE_NETWORK_MEMBER],
      [first.german, 'de', germanMember.token],
    ] as const) {
      const link = linkOf(mail);
      expect(link.pathname).toBe(`/${language}/artisans/${artisan.id}/green-list`);
      // The Green List that link opens is theirs to read.
      expect((await kit.call('GET', path(artisan.id), member)).status).toBe(200);
    }

    // More information: the artisan reads what is missing; its link signs it in on the Green List.
    expect((await post(artisan.id, '/review', kit.tokens.ROLE_ADMIN)).status).toBe(200);
    const missing = "Votre consommation annuelle d'électricité, en kWh, sur les 12 derniers mois.";
    const requested = await post(artisan.id, '/request-information', kit.tokens.ROLE_ADMIN, {
      missing,
      codes: ['p2'],
    });
    expect(requested.body.status).toBe('PENDING');
    const pending = await mailTo(email, 'Informations complémentaires requises pour votre Green List');
    expect(pending.text).toContain(missing);
    expect(pending.text).toContain('Les réponses concernées sont signalées dans votre Green List');
    expect(pending.text).not.toContain(INVITATION_FR);
    const pendingToken = await followGoTo(linkOf(pending), artisan.id);
    const correction = await kit.call('PUT', path(artisan.id, '/answers'), pendingToken, {
      json: { answers: { p2: { value: 5400 } } },
    });
    expect(correction.status).toBe(200);
    expect((await post(artisan.id, '/submit', pendingToken)).body.status).toBe('SUBMITTED');
    await staffMails();

    // Complete: the final score, in French, and the reviewer's comment.
    expect((await post(artisan.id, '/review', kit.tokens.ROLE_EXECUTIVE_COMMITTEE)).status).toBe(200);
    const completed = await post(artisan.id, '/complete', kit.tokens.ROLE_ADMIN, {
      comment: 'Un atelier exemplaire, merci.',
    });
    expect(completed.body.status).toBe('COMPLETE');
    const complete = await mailTo(email, 'Votre Green List est finalisée');
    const fr = scoreParams(completed.body.score, 'fr');
    expect(complete.text).toContain(
      `Votre score final est de ${fr.points} points sur ${fr.maximum} (${fr.percentage}).`,
    );
    expect(complete.text).toContain('Un atelier exemplaire, merci.');
    expect((await greenList(artisan.id, await followGoTo(linkOf(complete), artisan.id))).status).toBe(
      'COMPLETE',
    );

    // Each mail once: the artisan three, the creator and the French members one per sending; the
    // member of another country and the deactivated one none, nor the demo hunter who is no creator.
    expect(greenListMailsTo(email)).toHaveLength(3);
    for (const address of [hunter.email, 'network@demo.test', germanMember.email])
      expect({ address, mails: greenListMailsTo(address).length }).toEqual({ address, mails: 2 });
    for (const address of [italianMember.email, formerMember.email, 'hunter@demo.test'])
      expect({ address, mails: greenListMailsTo(address).length }).toEqual({ address, mails: 0 });

    // A replay (the mail reactor applying the Green List's events again) mails nobody twice.
    const received = sink.messages.length;
    const reactor = kit.api.app.get(ProjectionRegistry).get(MAIL_REACTOR);
    const events = await kit.api.app.get<EventStore>(EVENT_STORE).readStream(greenListStreamId(artisan.id));
    expect(events.map((event) => event.type)).toContain('GreenListCompleted');
    await kit.api.database.db.transaction().execute((trx) => reactor!.apply(events, trx));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(sink.messages.length).toBe(received);
  }, 180_000);

  it('signs an artisan with an account in on its Green List, and tells a creator who is a network member once', async () => {
    // The demo artisan has its password, and is French.
    await selectArtisan(kit, kit.demoArtisanId);
    const available = await mailTo('artisan@demo.test', 'Votre Green List est ouverte');
    expect(available.text).toContain('Bonjour Élise');
    expect(available.text).not.toContain(INVITATION_FR);
    expect(available.text).toContain('Ouvrir ma Green List:');
    const token = await followGoTo(linkOf(available), kit.demoArtisanId);
    expect((await greenList(kit.demoArtisanId, token)).status).toBe('AVAILABLE');
    // Opening it again changes nothing, and mails nothing.
    const again = await kit.call('POST', '/create-green-list', kit.tokens.ROLE_ADMIN, {
      json: { artisan: kit.demoArtisanId },
    });
    expect(again.status).toBe(200);

    // An artisan the network member added: the member is its creator and a member of its country.
    const email = `hugo.${randomUUID().slice(0, 8)}@atelier.test`;
    const artisan = await kit.create(kit.tokens.ROLE_NETWORK_MEMBER, { email, language: 'en' });
    const name = `${String(artisan.firstName)} ${String(artisan.lastName)}`;
    await selectArtisan(kit, artisan.id, kit.tokens.ROLE_NETWORK_MEMBER);
    const invitation = linkOf(await mailTo(email, 'Your Green List is open'));
    expect(invitation.pathname).toBe('/en/artisan-login');
    const artisanToken = await acceptInvitation(invitation, artisan.id);
    await answerAndSend(artisan.id, artisanToken);
    await mailTo('network@demo.test', `${name} has sent the Green List`);
    const toMember = sink.messages.filter(
      (m) => m.to.includes('network@demo.test') && m.subject === `${name} has sent the Green List`,
    );
    expect(toMember).toHaveLength(1);
    expect(greenListMailsTo('artisan@demo.test')).toHaveLength(1);
  }, 180_000);
});
