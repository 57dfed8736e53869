/** Placeholder: being built. */
export function DecisionPage() {
  return null;
}
