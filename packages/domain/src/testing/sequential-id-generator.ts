/** Where the twins take the ids of the records they create. */
export interface IdGenerator {
  next(): string;
}

/** Predictable ids (prefix + counter) so tests can name what a use case will create. */
export class SequentialIdGenerator implements IdGenerator {
  private counter: number;

  constructor(
    private readonly prefix = 'id-',
    start = 1,
  ) {
    this.counter = start;
  }

  next(): string {
    const id = `${this.prefix}${this.counter}`;
    this.counter += 1;
    return id;
  }
}
