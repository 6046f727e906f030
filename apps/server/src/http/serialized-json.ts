/**
 * An answer already turned into JSON. Handlers whose answer changes only when its data does (user
 * info) keep one per data version and skip building and serialising it on every request.
 */
export class SerializedJson {
  /** UTF-8 bytes: encoding a CJK-heavy answer on every send cost more than everything else. */
  readonly bytes: Buffer;
  constructor(json: string | Buffer) {
    this.bytes = typeof json === 'string' ? Buffer.from(json, 'utf8') : json;
  }
}
