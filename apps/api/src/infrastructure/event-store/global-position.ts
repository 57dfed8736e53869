import type { GlobalPosition } from './event-store.port';

const WIDTH = 20; // digits of the largest unsigned 64-bit number

/** Formats two unsigned 64-bit counters so that string order equals numeric (a, b) order. */
export function encodePosition(major: bigint | string, minor: bigint | string): GlobalPosition {
  return `${String(major).padStart(WIDTH, '0')}:${String(minor).padStart(WIDTH, '0')}`;
}

export function decodePosition(position: GlobalPosition): { major: bigint; minor: bigint } {
  if (position === '') return { major: 0n, minor: 0n };
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(position);
  if (!match?.[1] || !match[2]) throw new Error(`Not a global position: ${position}`);
  return { major: BigInt(match[1]), minor: BigInt(match[2]) };
}

export function isAtOrAfter(position: GlobalPosition, target: GlobalPosition): boolean {
  return position >= target;
}
