// Text written into HTML the server sends: the booking page (server/web/booking-page.ts) and the
// booking mails (server/routes/public/booking-mail.ts).
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
