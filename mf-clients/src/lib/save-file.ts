// Hands a file the page holds (an export) to the browser's download, as a link with `download` would.

/** FileSaver.js's delay: some browsers read the object URL a while after the click. */
const REVOKE_AFTER_MS = 40_000;

export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
