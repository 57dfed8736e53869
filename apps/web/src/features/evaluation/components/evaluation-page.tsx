/** Placeholder: being built. */
export function EvaluationPage() {
  return null;
}
