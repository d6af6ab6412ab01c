// The app's one outbox. Its sends answered 401 end the session the same way any other call does;
// the entries wait for the owner's next sign-in.
import { reportUnauthorized } from '../api/api-client';
import { getToken } from '../session/token-store';
import { OutboxRuntime } from './outbox-runtime';

export const outbox = new OutboxRuntime({ getToken, onNeedsAuth: reportUnauthorized });
