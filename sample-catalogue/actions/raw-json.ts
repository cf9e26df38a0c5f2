/** A result already serialised (package_search joins cached dataset JSON instead of re-encoding it). */
export class RawJson {
  constructor(readonly json: string) {}
}
