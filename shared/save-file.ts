// Hands a file made or fetched in the page (a CSV, the owner's data) to the browser's download.
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked a moment later: the download starts from the link after this task.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
