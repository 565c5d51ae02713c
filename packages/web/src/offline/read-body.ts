/** Reads a response's body into a Blob of its type, telling `onBytes` as it arrives (a save's progress bar). */
export async function readAll(response: Response, onBytes: (n: number) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    onBytes(value.byteLength);
  }
  return new Blob(parts, { type });
}
