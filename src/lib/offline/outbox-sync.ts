// Background Sync (Chromium only): the page asks the worker for a `sync` event when it queues a
// change; when the connection returns the worker tells the open pages, and they send (the token
// lives with the page, never in the worker or the outbox).
export const OUTBOX_SYNC_TAG = 'salon-outbox';
export const OUTBOX_SYNC_MESSAGE = 'outbox-sync';
