// A refused or failed call, with every `errors[].msg` the server sent (decisions.md, API).
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** Messages to show the owner, one danger alert each. */
    readonly messages: string[],
    /** The parsed answer, for callers that read more than the messages (the login failure). */
    readonly body: unknown,
  ) {
    super(messages.join('\n'));
    this.name = 'ApiError';
  }
}

/** Status 0: the request never reached the server (offline, DNS, aborted). */
export const NETWORK_ERROR_STATUS = 0;

export function messagesOf(error: unknown): string[] {
  if (error instanceof ApiError) return error.messages;
  if (error instanceof Error && error.message) return [error.message];
  return ['Something went wrong'];
}
