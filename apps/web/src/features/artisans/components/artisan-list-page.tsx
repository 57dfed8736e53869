/** Placeholder: being built. */
export function ArtisanListPage() {
  return null;
}
