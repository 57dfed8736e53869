import { issuedBeforePasswordChange, issuedBeforeSessionsEnded } from './session-loader';
import type { VerifiedToken } from './token.service';

const issuedAt = (iat: number) => ({ iat }) as VerifiedToken;
const at = (seconds: number) => new Date(seconds * 1000);

describe('issuedBeforePasswordChange', () => {
  it('keeps every token of an account whose password never changed', () => {
    expect(issuedBeforePasswordChange(issuedAt(1_000), null)).toBe(false);
  });

  it('ends a token issued in an earlier second than the change', () => {
    expect(issuedBeforePasswordChange(issuedAt(999), at(1_000.2))).toBe(true);
  });

  it('keeps a token issued in the second of the change or later (the one the change returns)', () => {
    expect(issuedBeforePasswordChange(issuedAt(1_000), at(1_000.7))).toBe(false);
    expect(issuedBeforePasswordChange(issuedAt(1_001), at(1_000.7))).toBe(false);
  });
});

describe('issuedBeforeSessionsEnded', () => {
  it('keeps every token of an account never deactivated', () => {
    expect(issuedBeforeSessionsEnded(issuedAt(1_000), null)).toBe(false);
  });

  it('ends a token issued before the deactivation or in its second, for good', () => {
    expect(issuedBeforeSessionsEnded(issuedAt(999), at(1_000.2))).toBe(true);
    expect(issuedBeforeSessionsEnded(issuedAt(1_000), at(1_000.7))).toBe(true);
  });

  it('keeps a token issued after the deactivation (a login once reactivated)', () => {
    expect(issuedBeforeSessionsEnded(issuedAt(1_001), at(1_000.7))).toBe(false);
  });
});
