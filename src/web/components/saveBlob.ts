/** How long a saved file's object address lives: the browser may still be reading it after the click returns. */
const OBJECT_URL_LIFETIME_MS = 40_000;

/** Hands bytes fetched by the page (a file the API made) to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
