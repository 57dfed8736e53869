/** Placeholder: being built (the Excel import popup: template, upload, progress, results). */
export type ArtisanImportPopupProps = {
  opened: boolean;
  onClose: () => void;
  /** Called once an import has finished, so the list can reload. */
  onImported: () => void;
};

export function ArtisanImportPopup(_props: ArtisanImportPopupProps) {
  return null;
}
