// Texts of the photo upload, the library picker and the image fields of every form (issue 15).
export const MEDIA_FIELD_TEXTS = {
  uploadAlt: 'Alt text of the uploaded photo',
  uploadAltMany: 'Alt text of the uploaded photos',
  uploadAltHelp: 'Describes the photo for visitors who cannot see it; it can be changed later.',
  dropOne: 'Drop a photo here, or press to choose one',
  dropMany: 'Drop photos here, or press to choose several',
  dropHint: 'JPEG, PNG, WebP, AVIF or HEIC, up to 20 MB.',
  chooseFromLibrary: 'Choose from library',
  pickerTitle: 'Choose from the photo library',
  pickerLoading: 'Loading photos...',
  pickerEmpty: 'No photos in the library yet. Upload one first.',
  useOne: 'Use photo',
  useMany: 'Use photos',
  cancel: 'Cancel',
  noAlt: 'No alt text',
  preview: 'Preview',
} as const;

/** How a photo of the library is named where it has no alt text: by its size. */
export const photoName = (alt: string, width: number, height: number) =>
  alt.trim() || `${MEDIA_FIELD_TEXTS.noAlt} (${width} × ${height})`;
