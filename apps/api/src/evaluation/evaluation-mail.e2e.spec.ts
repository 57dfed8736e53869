import { FRANCE } from '../../../../test-support/artisan-e2e-kit';
import { sendEvaluation } from '../../../../test-support/evaluation-e2e-steps';
import { linkOf, suiteMailKit } from '../../../../test-support/mail-e2e-kit';

/** The mails of the evaluation's steps, read from a real SMTP sink through the real mail worker. */
describe('evaluation mails', () => {
  const { mails, kit, sink } = suiteMailKit();

  /**
   * The next mail to this address not looked at yet (with this subject, where mails that follow one
   * step at once may arrive in either order: the selection and the Green List's opening).
   */
  const nextMailTo = (to: string, subject?: string) => mails.nextMailTo(to, subject);

  const step = (id: string, rest: string, token: string, json: unknown = {}) =>
    kit.call('POST', `/api/artisans/${id}/evaluation${rest}`, token, { json });

  /** The committee reviews the evaluation and selects the artisan: words for it, notes for staff only. */
  const reviewAndSelect = async (id: string, commentaryCommittee: string, comments = '') => {
    await step(id, '/review', kit.tokens.ROLE_EXECUTIVE_COMMITTEE);
    await step(id, '/decision', kit.tokens.ROLE_EXECUTIVE_COMMITTEE, {
      decision: 'ACCEPTED',
      commentaryCommittee,
      comments,
    });
  };

  const INVITATION = 'You do not have an account on Artisans of Excellence yet';

  /**
   * The artisan signs in with its password. The confirmed address it needs comes through a read
   * model that may lag a loaded machine by more than the command's bounded wait: tried for a while.
   */
  async function signsIn(email: string, password: string): Promise<boolean> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const login = await kit.call('POST', '/artisan/login_check', undefined, { json: { email, password } });
      if (login.status === 200) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Follows an invitation link as the artisan login screen does: the password, and it may sign in. */
  async function acceptInvitation(link: URL, artisan: { id: string; email: string }): Promise<void> {
    const hashInvite = link.searchParams.get('hashInvite');
    expect(await kit.call('POST', '/get-invite-by-hash', undefined, { json: { hashInvite } })).toMatchObject({
      status: 200,
      body: { id: artisan.id, email: artisan.email },
    });
    const created = await kit.call('POST', '/create-password-artisan-action', undefined, {
      json: {
        hash: hashInvite,
        id: artisan.id,
        password: 'atelier-password',
        confirmation: 'atelier-password',
        goto: link.searchParams.get('goTo'),
      },
    });
    expect(created).toMatchObject({
      status: 200,
      body: { id: artisan.id, goto: link.searchParams.get('goTo') },
    });
    expect(await signsIn(artisan.email, 'atelier-password')).toBe(true);
  }

  it('tells the artisan and its creator each step, and asks the network to endorse', async () => {
    const t = kit.tokens;
    const artisan = await kit.create(t.ROLE_ARTISAN_HUNTER, { email: 'lucia.ferri@atelier.test' });
    const name = `${String(artisan.firstName)} ${String(artisan.lastName)}`;
    await sendEvaluation(kit, artisan.id, t.ROLE_ARTISAN_HUNTER);
    // Added by a hunter and never invited, the artisan has no account: the mail carries the invitation.
    const sent = await nextMailTo('lucia.ferri@atelier.test');
    expect(sent.subject).toBe(`The evaluation of ${name} has been sent to the foundation`);
    expect(sent.text).toContain(INVITATION);
    expect(sent.text).toContain('Create my password:');
    const invitation = linkOf(sent);
    expect(invitation.pathname).toBe('/en/artisan-login');
    expect(invitation.searchParams.get('goTo')).toBe('analysis');
    await acceptInvitation(invitation, { id: artisan.id, email: 'lucia.ferri@atelier.test' });
    expect((await nextMailTo('hunter@demo.test')).text).toContain(`/en/artisans/${artisan.id}/evaluation`);
    // The French network member is asked to endorse, with a link that logs them in.
    const request = await nextMailTo('network@demo.test');
    expect(request.subject).toContain(name);
    // It says what is asked and how the link leads there (the profile, then its notice).
    expect(request.text).toContain(`Your endorsement is requested for the evaluation of ${name}`);
    expect(request.text).toContain('the notice at its top leads you to the evaluation');
    expect(request.text).toMatch(new RegExp(`/login\\?endorseHash=[\\w-]+&id=${artisan.id}`));

    await step(artisan.id, '/endorse', t.ROLE_NETWORK_MEMBER);
    expect((await nextMailTo('hunter@demo.test')).subject).toBe(
      `The evaluation of ${name} has been endorsed`,
    );

    await step(artisan.id, '/review', t.ROLE_EXECUTIVE_COMMITTEE);
    await step(artisan.id, '/request-information', t.ROLE_EXECUTIVE_COMMITTEE, {
      missing: 'Photos of the three latest pieces',
    });
    // It has an account now: its mails sign it in on its analysis, with no invitation.
    const pending = await nextMailTo('lucia.ferri@atelier.test');
    expect(pending.text).toContain('Photos of the three latest pieces');
    expect(pending.text).not.toContain(INVITATION);
    const followed = await kit.call('POST', '/get-go-to-hash', undefined, {
      json: { hash: linkOf(pending).searchParams.get('hashAnalysis') },
    });
    expect(followed).toMatchObject({ status: 200, body: { id: artisan.id, target: 'analysis' } });
    expect((await nextMailTo('hunter@demo.test')).text).toContain('Photos of the three latest pieces');

    // Sent back to its evaluator, who alone sends it again: the network is asked once more.
    expect((await step(artisan.id, '/submit', t.ROLE_ADMIN)).status).toBe(403);
    expect((await step(artisan.id, '/submit', t.ROLE_ARTISAN_HUNTER)).status).toBe(200);
    const sentAgain = await nextMailTo('lucia.ferri@atelier.test');
    expect(sentAgain.text).not.toContain(INVITATION);
    expect(sentAgain.text).toContain('Open Artisans of Excellence:');
    expect(linkOf(sentAgain).searchParams.get('hashAnalysis')).toMatch(/^[\w-]{43}$/);
    await nextMailTo('hunter@demo.test');
    expect((await nextMailTo('network@demo.test')).subject).toContain(name);
    await step(artisan.id, '/endorse', t.ROLE_NETWORK_MEMBER);
    await nextMailTo('hunter@demo.test');
    await reviewAndSelect(
      artisan.id,
      'Exceptional inlay work.',
      'CONFIDENTIAL: ask about the second workshop.',
    );
    const decision = await nextMailTo('lucia.ferri@atelier.test', `${name} has been selected`);
    expect(decision.text).toContain('Exceptional inlay work.');
    expect(decision.text + decision.html).not.toContain('CONFIDENTIAL');
    expect(decision.text).not.toContain(INVITATION);
    expect(
      await kit.call('POST', '/get-go-to-hash', undefined, {
        json: { hash: linkOf(decision).searchParams.get('hashGreenlist') },
      }),
    ).toMatchObject({ status: 200, body: { id: artisan.id, target: 'greenlist' } });
    // The selection opens the Green List, which has its own mail (green-list-mail.e2e.spec.ts).
    const greenList = await nextMailTo('lucia.ferri@atelier.test', 'Your Green List is open');
    expect(greenList.text).not.toContain(INVITATION);
    expect((await nextMailTo('hunter@demo.test')).subject).toBe(`${name} has been selected`);
    // POST /evaluation-validated-email: the "sent" mail once more, on a sent evaluation only.
    expect(
      await kit.call('POST', '/evaluation-validated-email', t.ROLE_ARTISAN_HUNTER, {
        json: { id: artisan.id },
      }),
    ).toMatchObject({ status: 200, body: { message: 'The email was sent.' } });
    expect((await nextMailTo('lucia.ferri@atelier.test')).subject).toBe(
      `The evaluation of ${name} has been sent to the foundation`,
    );
    const fresh = await kit.create(t.ROLE_ARTISAN_HUNTER);
    expect(
      (
        await kit.call('POST', '/evaluation-validated-email', t.ROLE_ARTISAN_HUNTER, {
          json: { id: fresh.id },
        })
      ).status,
    ).toBe(409);
    expect(
      (await kit.call('POST', '/evaluation-validated-email', t.ROLE_ARTISAN, { json: { id: fresh.id } }))
        .status,
    ).toBe(403);
    // The mail sent again asks for no endorsement: the network was asked once per sending.
    expect(sink.messages.filter((m) => m.to.includes('network@demo.test'))).toHaveLength(2);
  });

  it('sends the selection with the invitation to an artisan who never had an account', async () => {
    const t = kit.tokens;
    const artisan = await kit.create(t.ROLE_NETWORK_MEMBER, { email: 'marta.sole@atelier.test' });
    const name = `${String(artisan.firstName)} ${String(artisan.lastName)}`;
    // Sent by the network member: no endorsement to wait for.
    await sendEvaluation(kit, artisan.id, t.ROLE_NETWORK_MEMBER);
    const sent = await nextMailTo('marta.sole@atelier.test');
    expect(sent.text).toContain(INVITATION);
    await reviewAndSelect(artisan.id, 'Remarkable glass engraving.');
    const selected = await nextMailTo('marta.sole@atelier.test', `${name} has been selected`);
    expect(selected.text).toContain('Remarkable glass engraving.');
    expect(selected.text).toContain(INVITATION);
    expect(selected.html).toContain('Create my password</a>');
    const invitation = linkOf(selected);
    expect(invitation.searchParams.get('goTo')).toBe('greenlist');
    // The Green List opens at once, and its mail invites to it too: the selection's link still works.
    const greenList = await nextMailTo('marta.sole@atelier.test', 'Your Green List is open');
    expect(greenList.text).toContain(INVITATION);
    expect(linkOf(greenList).searchParams.get('goTo')).toBe('greenlist');
    // Only the newest invitation works, as when staff send one again.
    const older = linkOf(sent).searchParams.get('hashInvite');
    expect(
      (await kit.call('POST', '/get-invite-by-hash', undefined, { json: { hashInvite: older } })).status,
    ).toBe(400);
    await acceptInvitation(invitation, { id: artisan.id, email: 'marta.sole@atelier.test' });
  });

  it('gives each network member of the country a link that signs in that member, and no other', async () => {
    const t = kit.tokens;
    // A second network member for France.
    const email = 'colette.brun@network.test';
    const created = await kit.call<{ id: string }>('POST', '/api/users', t.ROLE_ADMIN, {
      json: {
        title: 'Ms.',
        firstName: 'Colette',
        lastName: 'Brun',
        email,
        password: 'network-password',
        role: 'ROLE_NETWORK_MEMBER',
        countries: [`/api/countries/${FRANCE}`],
      },
    });
    expect(created.status).toBe(201);
    const artisan = await kit.create(t.ROLE_ARTISAN_HUNTER);
    const subject = `Your endorsement is requested for ${String(artisan.firstName)} ${String(artisan.lastName)}`;
    await sendEvaluation(kit, artisan.id, t.ROLE_ARTISAN_HUNTER);
    const links = await Promise.all(
      [email, 'network@demo.test'].map(async (to) =>
        linkOf(await nextMailTo(to, subject)).searchParams.get('endorseHash'),
      ),
    );
    expect(links[0]).not.toBe(links[1]);
    const endorse = (hash: string | null) =>
      kit.call('POST', '/endorse-action', undefined, { json: { hash } });
    expect(await endorse(links[0]!)).toMatchObject({
      status: 200,
      body: { id: artisan.id, userId: created.body.id },
    });
    expect(await endorse(links[1]!)).toMatchObject({
      status: 200,
      body: { id: artisan.id, userId: kit.staffIds.network },
    });
  });
});
