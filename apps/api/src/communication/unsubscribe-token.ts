import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type UnsubscribeClaim = { artisanId: string; campaignId: string };

function mac(secret: string, claim: UnsubscribeClaim): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe:${claim.artisanId}:${claim.campaignId}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * The token of an unsubscribe link: who and which campaign, signed. It never expires (an old
 * newsletter's link must still work) and changes nothing but the news setting, so it needs no
 * other protection than not being guessable.
 */
export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  return `${claim.artisanId}.${claim.campaignId}.${mac(secret, claim)}`;
}

export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | undefined {
  const [artisanId, campaignId, signature, ...rest] = token.split('.');
  if (!artisanId || !campaignId || !signature || rest.length > 0) return undefined;
  if (!UUID.test(artisanId) || !UUID.test(campaignId)) return undefined;
  const expected = Buffer.from(mac(secret, { artisanId, campaignId }));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { artisanId: artisanId.toLowerCase(), campaignId: campaignId.toLowerCase() };
}
