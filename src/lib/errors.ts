/** The one error type for failed calls: any status outside 200-399, or no response at all. */
export const STATUS_NOT_OK = 'status not ok';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The server's `message`, when the error body had one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, body: unknown) {
    const serverMessage = readMessage(body);
    super(serverMessage ?? STATUS_NOT_OK);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
  }
}

const readMessage = (body: unknown): string | undefined => {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
};

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Raised in development and tests when a response does not match the contract. */
export class ContractDriftError extends Error {
  readonly operationId: string;
  readonly issues: { path: string; message: string }[];

  constructor(operationId: string, status: number, issues: { path: string; message: string }[]) {
    super(
      `Contract drift in ${operationId} (HTTP ${status}): ` +
        issues.map((issue) => `${issue.path || '(body)'}: ${issue.message}`).join('; '),
    );
    this.name = 'ContractDriftError';
    this.operationId = operationId;
    this.issues = issues;
  }
}

/** A write refused in the browser because it is offline: nothing was sent (no silent queue). */
export class OfflineError extends ApiError {
  constructor() {
    super(0, undefined);
    this.name = 'OfflineError';
  }
}

export const isOfflineError = (error: unknown): error is OfflineError => error instanceof OfflineError;

/**
 * A failed write that may still have reached the server: no answer (the network, the client's
 * timeout), a 5xx, or a success whose body could not be read. A 4xx was refused, and an
 * OfflineError was never sent.
 */
export const isUncertainFailure = (error: unknown) => {
  if (error instanceof OfflineError) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status < 400;
};
