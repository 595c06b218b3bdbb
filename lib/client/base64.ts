/** The base64 text of a file's bytes (an upload sent inside a JSON body), in chunks the call stack takes. */
export function base64Of(file: ArrayBuffer): string {
  let binary = '';
  const bytes = new Uint8Array(file);
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
