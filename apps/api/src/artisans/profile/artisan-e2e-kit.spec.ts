/**
 * The artisan e2e kit lives in test-support/artisan-e2e-kit.ts; this path re-exports it only for
 * specs written before the move (remove it once none imports it).
 */
export * from '../../../../../test-support/artisan-e2e-kit';
