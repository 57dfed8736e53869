/** Placeholder: being built. */
export function ArtisanProfilePage() {
  return null;
}
