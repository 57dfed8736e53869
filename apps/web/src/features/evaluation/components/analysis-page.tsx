/** Placeholder: being built. */
export function AnalysisPage() {
  return null;
}
