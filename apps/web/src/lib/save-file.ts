/** Saves a file the way a download link does, from memory. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the file by now; the address is freed a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
