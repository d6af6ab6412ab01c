// Why the server could not start, in one line an owner or a developer can act on: a
// port in use, a database out of reach, a setting with a bad value. The stack trace of such an
// error says nothing more; an unexpected error keeps it.

interface SystemError {
  code?: string;
  message?: string;
  cause?: unknown;
}

/** The first `code` along the error's causes (ECONNREFUSED sits under "Migrating ... failed"). */
function codeOf(error: unknown): string | undefined {
  for (let current = error as SystemError | undefined; current;) {
    if (typeof current.code === 'string') return current.code;
    current = current.cause as SystemError | undefined;
  }
  return undefined;
}

export function startupFailure(error: unknown, port: number | undefined): string {
  const message = error instanceof Error ? error.message : String(error);
  switch (codeOf(error)) {
    case 'EADDRINUSE':
      return `The server cannot start: port ${port} is in use. Stop what uses it or set PORT to another port.`;
    case 'EACCES':
      return `The server cannot start: it may not listen on port ${port}. Set PORT to a port above 1023.`;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'ETIMEDOUT':
    case 'EAI_AGAIN':
      return `The server cannot start: the database in DATABASE_URL cannot be reached (${message}).`;
    default:
      // A setting refused by loadConfig says which and why.
      return error instanceof Error && /^[A-Z_]+ must be /.test(message)
        ? `The server cannot start: ${message}`
        : `The server cannot start: ${error instanceof Error ? (error.stack ?? message) : message}`;
  }
}
