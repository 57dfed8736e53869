/**
 * Waits until the wall clock enters the next whole second. Tokens carry their issue time in whole
 * seconds: a test that needs a token to be older than a later change waits for this between them.
 */
export function nextSecond(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
}
