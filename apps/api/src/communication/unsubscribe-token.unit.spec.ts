import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const claim = {
  artisanId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  campaignId: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b',
};

describe('unsubscribe tokens', () => {
  it('reads back what it signed', () => {
    expect(readUnsubscribeToken('secret', unsubscribeToken('secret', claim))).toEqual(claim);
  });

  it('refuses another key, a changed id, and garbage', () => {
    const token = unsubscribeToken('secret', claim);
    expect(readUnsubscribeToken('other', token)).toBeUndefined();
    const other = token.replace(claim.artisanId, '2b4e28ba-2fa1-41d2-883f-0016d3cca427');
    expect(readUnsubscribeToken('secret', other)).toBeUndefined();
    expect(readUnsubscribeToken('secret', 'x.y.z')).toBeUndefined();
    expect(readUnsubscribeToken('secret', `${token}.more`)).toBeUndefined();
  });
});
