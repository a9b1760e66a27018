// Hands data the admin fetched with its token (a CSV, a PDF) to the browser as a file download:
// a plain link to the API could not carry the token.

export function downloadFile(fileName: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
