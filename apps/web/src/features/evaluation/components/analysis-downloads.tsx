/** Placeholder: being built. */
export function AnalysisDownloads() {
  return null;
}
