/**
 * An answer already turned into JSON. Handlers whose answer changes only when its data does (user
 * info) keep one per data version and skip building and serialising it on every request.
 */
export class SerializedJson {
  readonly json: string;
  constructor(json: string) {
    this.json = json;
  }
}
