/** What a mailed link asks of the artisan login page (SPEC.md section 2, "Artisan login"). */
export type ArtisanLink =
  | { kind: 'confirm-email'; hashEmail: string }
  | { kind: 'invite'; hashInvite: string; goTo: string | undefined }
  | { kind: 'reset-password'; hash: string }
  | { kind: 'go-to'; hash: string; target: 'profile' | 'analysis' };

/** Where the artisan lands after an automatic login. */
export type LinkDestination = 'artisan home' | 'profile' | 'analysis';

/**
 * The link among the query parameters, in the spec's priority order: hashEmail, hashInvite (with
 * goTo), hash, hashProfile, hashAnalysis, hashGreenlist.
 */
export function pickArtisanLink(params: URLSearchParams): ArtisanLink | undefined {
  const value = (name: string) => params.get(name)?.trim() || undefined;
  const hashEmail = value('hashEmail');
  if (hashEmail) return { kind: 'confirm-email', hashEmail };
  const hashInvite = value('hashInvite');
  if (hashInvite) return { kind: 'invite', hashInvite, goTo: value('goTo') ?? value('goto') };
  const hash = value('hash');
  if (hash) return { kind: 'reset-password', hash };
  const hashProfile = value('hashProfile');
  if (hashProfile) return { kind: 'go-to', hash: hashProfile, target: 'profile' };
  const hashAnalysis = value('hashAnalysis') ?? value('hashGreenlist');
  if (hashAnalysis) return { kind: 'go-to', hash: hashAnalysis, target: 'analysis' };
  return undefined;
}

/** The names of the parameters the links use, to take them out of the address afterwards. */
export const ARTISAN_LINK_PARAMS = [
  'hashEmail',
  'hashInvite',
  'goTo',
  'goto',
  'hash',
  'hashProfile',
  'hashAnalysis',
  'hashGreenlist',
] as const;

/** The `goto` of an invitation: a part of the artisan's space, else the artisan home. */
export function destinationOf(goTo: string | undefined): LinkDestination {
  const value = goTo?.toLowerCase() ?? '';
  if (value.includes('profile') || value.includes('edit')) return 'profile';
  if (value.includes('analysis') || value.includes('greenlist') || value.includes('green-list'))
    return 'analysis';
  return 'artisan home';
}
