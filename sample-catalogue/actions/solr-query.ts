/**
 * The slice of Solr's Lucene query syntax CKAN users write in `q` and `fq`:
 * `field:value`, `field:"a phrase"`, `field:(a OR b)`, `field:[2024-01-01T00:00:00Z TO *]`,
 * `+`/`-`/NOT, AND/OR and parentheses, `*` wildcards, `*:*`. Clauses without an operator are
 * ANDed, as CKAN sets q.op=AND.
 */

export type QueryNode =
  | { kind: 'all' }
  | { kind: 'and'; items: QueryNode[] }
  | { kind: 'or'; items: QueryNode[] }
  | { kind: 'not'; item: QueryNode }
  | { kind: 'term'; field: string | null; text: string; phrase: boolean }
  | {
      kind: 'range';
      field: string;
      low: string;
      high: string;
      lowInclusive: boolean;
      highInclusive: boolean;
    };

export class QuerySyntaxError extends Error {}

export function parseSolrQuery(input: string): QueryNode {
  const parser = new Parser(input);
  const node = parser.query(null);
  parser.skipSpace();
  if (!parser.atEnd())
    throw new QuerySyntaxError(`Cannot parse '${input}': unexpected '${parser.rest()}'`);
  return node;
}

class Parser {
  private position = 0;
  constructor(private readonly input: string) {}

  atEnd(): boolean {
    return this.position >= this.input.length;
  }
  rest(): string {
    return this.input.slice(this.position, this.position + 20);
  }
  skipSpace(): void {
    while (!this.atEnd() && /\s/.test(this.input[this.position] ?? '')) this.position += 1;
  }
  private peekWord(): string {
    const match = /^(AND|OR|NOT|&&|\|\|)(?=[\s()]|$)/.exec(this.input.slice(this.position));
    return match?.[1] ?? '';
  }

  /** clause (op? clause)* — OR binds looser than AND. */
  query(field: string | null): QueryNode {
    const orGroups: QueryNode[][] = [[]];
    let negateNext = false;
    for (;;) {
      this.skipSpace();
      if (this.atEnd() || this.input[this.position] === ')') break;
      const word = this.peekWord();
      if (word === 'OR' || word === '||') {
        this.position += word.length;
        orGroups.push([]);
        continue;
      }
      if (word === 'AND' || word === '&&') {
        this.position += word.length;
        continue;
      }
      if (word === 'NOT') {
        this.position += 3;
        negateNext = true;
        continue;
      }
      let prefix = '';
      const char = this.input[this.position];
      if (char === '+' || char === '-' || char === '!') {
        prefix = char;
        this.position += 1;
      }
      const clause = this.clause(field);
      const negated = negateNext || prefix === '-' || prefix === '!';
      negateNext = false;
      orGroups[orGroups.length - 1]?.push(negated ? { kind: 'not', item: clause } : clause);
    }
    const groups = orGroups
      .filter((group) => group.length > 0)
      .map((group): QueryNode => (group.length === 1 ? group[0]! : { kind: 'and', items: group }));
    if (groups.length === 0) return { kind: 'all' };
    return groups.length === 1 ? groups[0]! : { kind: 'or', items: groups };
  }

  private clause(field: string | null): QueryNode {
    this.skipSpace();
    if (this.input[this.position] === '(') {
      this.position += 1;
      const inner = this.query(field);
      this.expect(')');
      return inner;
    }
    const fieldMatch = /^([A-Za-z_][\w.]*|\*):(?!\/\/)/.exec(this.input.slice(this.position));
    if (fieldMatch?.[1]) {
      this.position += fieldMatch[0].length;
      const name = fieldMatch[1];
      const next = this.input[this.position];
      if (next === '(') {
        this.position += 1;
        const inner = this.query(name);
        this.expect(')');
        return inner;
      }
      if (next === '[' || next === '{') return this.range(name);
      const value = this.value();
      if (name === '*' && value.text === '*') return { kind: 'all' };
      return { kind: 'term', field: name, ...value };
    }
    return { kind: 'term', field, ...this.value() };
  }

  private value(): { text: string; phrase: boolean } {
    if (this.input[this.position] === '"') {
      const end = this.input.indexOf('"', this.position + 1);
      if (end < 0) throw new QuerySyntaxError(`Cannot parse '${this.input}': unterminated phrase`);
      const text = this.input.slice(this.position + 1, end);
      this.position = end + 1;
      return { text, phrase: true };
    }
    let text = '';
    while (!this.atEnd()) {
      const char = this.input[this.position] ?? '';
      if (/[\s()[\]{}"]/.test(char)) break;
      if (char === '\\' && this.position + 1 < this.input.length) {
        text += this.input[this.position + 1];
        this.position += 2;
        continue;
      }
      text += char;
      this.position += 1;
    }
    if (!text)
      throw new QuerySyntaxError(
        `Cannot parse '${this.input}': expected a value at '${this.rest()}'`,
      );
    return { text, phrase: false };
  }

  private range(field: string): QueryNode {
    const open = this.input[this.position];
    const close = this.input.slice(this.position).search(/[\]}]/);
    if (close < 0) throw new QuerySyntaxError(`Cannot parse '${this.input}': unterminated range`);
    const body = this.input.slice(this.position + 1, this.position + close);
    const closing = this.input[this.position + close];
    this.position += close + 1;
    const parts = body.trim().split(/\s+TO\s+/);
    if (parts.length !== 2)
      throw new QuerySyntaxError(`Cannot parse '${this.input}': a range needs "TO"`);
    return {
      kind: 'range',
      field,
      low: parts[0]!.replace(/^"|"$/g, ''),
      high: parts[1]!.replace(/^"|"$/g, ''),
      lowInclusive: open === '[',
      highInclusive: closing === ']',
    };
  }

  private expect(char: string): void {
    this.skipSpace();
    if (this.input[this.position] !== char)
      throw new QuerySyntaxError(`Cannot parse '${this.input}': expected '${char}'`);
    this.position += 1;
  }
}
