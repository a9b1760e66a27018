// Texts of the photo library page (/admin/media, issue 15).
export const MEDIA_TITLE = 'Media Library';
export const MEDIA_LOADING = 'Loading photos...';
export const MEDIA_EMPTY = 'No photos uploaded yet.';
export const MEDIA_DELETE_CONFIRM = 'Are you sure you want to delete this photo?';
export const UPLOAD_HEADING = 'Upload photos';

export const COLUMN_TITLES = {
  photo: 'Photo',
  size: 'Size',
  alt: 'Alt text',
  usedIn: 'Used in',
  delete: 'Delete',
} as const;

export const NOT_USED = 'Not used';
export const SAVE_ALT = 'Save';
export const DELETE = 'Delete';

export const altLabel = (name: string) => `Alt text of ${name}`;
export const saveAltLabel = (name: string) => `Save alt text of ${name}`;
export const deletePhotoLabel = (name: string) => `Delete photo ${name}`;
export const sizeText = (width: number, height: number) => `${width} × ${height} px`;
