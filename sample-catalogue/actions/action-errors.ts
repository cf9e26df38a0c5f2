/** The exceptions of ckan.logic, each answered by the API view with its status and `__type`. */

export abstract class ActionError extends Error {
  abstract readonly status: number;
  abstract body(help: string): unknown;
}

export class NotFound extends ActionError {
  readonly status = 404;
  constructor(readonly detail = '') {
    super(detail || 'Not found');
  }
  body(help: string): unknown {
    const message = this.detail ? `Not found: ${this.detail}` : 'Not found';
    return { help, error: { __type: 'Not Found Error', message }, success: false };
  }
}

export class NotAuthorized extends ActionError {
  readonly status = 403;
  body(help: string): unknown {
    const message = this.message ? `Access denied: ${this.message}` : 'Access denied';
    return { help, error: { __type: 'Authorization Error', message }, success: false };
  }
}

export type ErrorDict = Record<string, unknown>;

export class ValidationError extends ActionError {
  readonly status = 409;
  constructor(readonly errors: ErrorDict) {
    super('Validation Error');
  }
  body(help: string): unknown {
    return { help, error: { ...this.errors, __type: 'Validation Error' }, success: false };
  }
}

export class SearchQueryError extends ActionError {
  readonly status = 400;
  body(help: string): unknown {
    return {
      help,
      error: {
        __type: 'Search Query Error',
        message: `Search Query is invalid: ${pythonRepr(this.message)}`,
      },
      success: false,
    };
  }
}

export class SearchError extends ActionError {
  readonly status = 409;
  body(help: string): unknown {
    return {
      help,
      error: { __type: 'Search Error', message: `Search error: ${pythonRepr(this.message)}` },
      success: false,
    };
  }
}

/** Answered as a bare JSON string, like CKAN's _finish_bad_request. */
export class BadRequest extends ActionError {
  readonly status = 400;
  body(): unknown {
    return `Bad request - ${this.message}`;
  }
}

/** How Python's %r shows a string: single quotes unless the text holds one. */
export function pythonRepr(text: string): string {
  return text.includes("'") && !text.includes('"') ? `"${text}"` : `'${text.replace(/'/g, "\\'")}'`;
}

/** `_get_or_bust`: the named key must be present and not empty. */
export function requireKey(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  if (value === undefined || value === null || value === '')
    throw new ValidationError({ [key]: ['Missing value'] });
  return String(value);
}
